import { localeTagFor } from '@/i18n/locales'

/**
 * Formats a date in full in the reader's language with `Intl` (every one of the 45
 * languages gets its own format), e.g. "14. Oktober 2026" / "October 14, 2026" /
 * "2026年10月14日": article dates, account dates, certificates. Returns null for a missing or
 * invalid date so the caller shows its fallback ('Unbekanntes Datum', 'Unbekannt').
 */
export function formatLongDate(value: string | null | undefined, locale: string): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(localeTagFor(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date)
}
