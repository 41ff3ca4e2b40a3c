import { localeTagFor } from './localeCodes'

/**
 * The one digit system and calendar of every language of the journal: Latin digits
 * (0-9) and the Gregorian calendar, whatever the language's CLDR default (Arabic-Indic
 * digits for ar-SA, Persian digits and the Solar Hijri calendar for fa-IR, the Buddhist
 * era for th-TH). Why, and what it applies to: docs/i18n.md, "Digits and calendar".
 */
export const NUMBERING_SYSTEM = 'latn'
export const CALENDAR = 'gregory'

/**
 * The tag to hand to `Intl` for a language code: its full tag with the journal's digit
 * system and calendar as Unicode extensions (`ar` → `ar-SA-u-ca-gregory-nu-latn`).
 */
export function intlLocaleTag(code: string): string {
  return `${localeTagFor(code)}-u-ca-${CALENDAR}-nu-${NUMBERING_SYSTEM}`
}
