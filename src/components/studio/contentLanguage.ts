import { DEFAULT_LOCALE } from '@/i18n/locales'

import { languageName } from './languageName'

/** What the studio does about the content language on one page. */
export type ContentLanguageState = {
  /** The page opens a new document in another language: reopen it in German. */
  openInGerman: boolean
  /** The text of the coloured bar over a document edited in another language, else null. */
  bar: string | null
}

const NEW_DOCUMENT = /^\/admin\/collections\/[^/]+\/create\/?$/
const DOCUMENT = /^\/admin\/(?:collections\/[^/]+\/(?!trash\/?$)[^/]+|globals\/[^/]+)/

/**
 * The studio's content-language rules for `pathname` with the `?locale=` of the address
 * (null when absent) and the language Payload chose (from the address, else the editor's
 * last one): a new document always starts in German — Payload would otherwise open it in
 * the language last used — unless the address asks for a language; a document edited in
 * another language than German shows a bar naming that language, so German text is never
 * typed into a translation by mistake.
 */
export function contentLanguageState(
  pathname: string,
  addressLocale: string | null,
  locale: string,
): ContentLanguageState {
  const openInGerman = NEW_DOCUMENT.test(pathname) && !addressLocale && locale !== DEFAULT_LOCALE
  const bar =
    !openInGerman && DOCUMENT.test(pathname) && locale !== DEFAULT_LOCALE
      ? `Sie bearbeiten die Fassung auf ${languageName(locale)} (${locale}), nicht die deutsche.`
      : null
  return { openInGerman, bar }
}
