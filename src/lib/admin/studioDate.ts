/** The studio's time zone: the editorial office's (dates in lists and on the start page). */
export const STUDIO_TIME_ZONE = 'Europe/Berlin'

const PARTS = new Intl.DateTimeFormat('de-DE', {
  timeZone: STUDIO_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A moment as the studio writes it everywhere, `dd.MM.yyyy HH:mm` in German time
 * (`2026-11-25T21:30:00Z` -> `25.11.2026 22:30`), the pattern of `admin.dateFormat`.
 * Empty for a missing or invalid date.
 */
export function formatStudioDateTime(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`
}

/**
 * A day as the studio writes it, `dd.MM.yyyy` in German time (`2026-11-25T23:30:00Z` ->
 * `26.11.2026`). Empty for a missing or invalid date.
 */
export function formatStudioDate(value: string | Date | null | undefined): string {
  return formatStudioDateTime(value).slice(0, 10)
}
