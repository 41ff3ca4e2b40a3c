/**
 * Formats a date in full (spec §9: "Dates are formatted in German for German language,
 * otherwise US English"), e.g. "14. Oktober 2026" / "October 14, 2026": article dates,
 * account dates, certificates. Returns null for a missing or invalid date so the caller
 * shows its fallback ('Unbekanntes Datum', 'Unbekannt').
 */
export function formatLongDate(value: string | null | undefined, locale: string): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date)
}
