import { intlLocaleTag } from '@/i18n/digits'

/**
 * Dates and numbers shown to readers, in their language, all with the journal's one digit
 * system and calendar (Latin digits, Gregorian calendar: `src/i18n/digits.ts`, reasons
 * in docs/i18n.md "Digits and calendar"), so a date, a count, points and a price on one
 * page never mix digit systems. Messages' own numbers (`#` in plurals) follow the same
 * rule through `src/i18n/messageDigits.ts`.
 */

/**
 * Formats a date in full in the reader's language with `Intl` (every one of the 45
 * languages gets its own format), e.g. "14. Oktober 2026" / "October 14, 2026" /
 * "2026年10月14日" / "14 أكتوبر 2026": article dates, account dates, certificates, review
 * dates. Returns null for a missing or invalid date so the caller shows its fallback
 * ('Unbekanntes Datum', 'Unbekannt').
 */
export function formatLongDate(value: string | null | undefined, locale: string): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(intlLocaleTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date)
}

/**
 * Formats a number (count, CME points, percent with `{ style: 'percent' }` and a share
 * 0-1, kilometres, a price with `{ style: 'currency', currency: 'EUR' }`) in the reader's
 * language with the journal's digits: `formatNumber(1234.5, 'de')` → "1.234,5",
 * `formatNumber(1234.5, 'ar')` → "1,234.5" with Arabic separators.
 */
export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocaleTag(locale), options).format(value)
}
