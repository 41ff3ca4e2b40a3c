import { isRtl } from './localeCodes'

/** `lang` and `dir` of an element, spread onto it (`<h1 {...foreignTextProps(…)}>`). */
export type ForeignTextProps = { lang?: string; dir?: 'ltr' | 'rtl' }

/**
 * The attributes of an element whose text is in `textLocale` on a page in `pageLocale`:
 * nothing when both are the same (the element inherits the page's `lang` and `dir`), else
 * the text's `lang` and its own `dir`, so German text on an Arabic, Hebrew or Persian page
 * runs left to right (punctuation stays at the end of the line) and screen readers switch
 * voice for it alone. `textLocale` undefined (not known) marks nothing.
 */
export function foreignTextProps(
  textLocale: string | null | undefined,
  pageLocale: string,
): ForeignTextProps {
  if (!textLocale || textLocale === pageLocale) return {}
  return { lang: textLocale, dir: isRtl(textLocale) ? 'rtl' : 'ltr' }
}
