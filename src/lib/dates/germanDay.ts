/** The time zone the journal's dates are meant in: editors, admins and readers are in Germany. */
export const GERMAN_TIME_ZONE = 'Europe/Berlin'

type Clock = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: GERMAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** The German wall clock at `instant` (whole seconds). */
function germanClock(instant: number): Clock {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** How far German time is ahead of UTC at `instant`, in milliseconds (1 h in winter, 2 h in summer). */
function germanOffset(instant: number): number {
  const c = germanClock(instant)
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
  return wall - Math.floor(instant / 1000) * 1000
}

/** The instant at which German clocks show this wall time (months 1–12). */
function germanInstant(c: Clock): Date {
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
  // Two passes: the offset of the first guess may differ across a daylight-saving switch.
  const guess = wall - germanOffset(wall)
  return new Date(wall - germanOffset(guess))
}

/** 23:59:59 German time of the German calendar day that contains `date`. */
export function endOfGermanDay(date: Date): Date {
  return germanInstant({ ...germanClock(date.getTime()), hour: 23, minute: 59, second: 59 })
}

/**
 * A "valid until" moment as a person means it: a day typed without a time arrives as
 * midnight at its start, but "gültig bis 31.12.2027" includes the 31st, so midnight German
 * time (to the millisecond) becomes 23:59:59 of that day. Any other time is taken as typed.
 * Returns an ISO 8601 string; `null`, `undefined` and unparseable values come back as they are.
 */
export function throughEndOfDay<T extends string | Date | null | undefined>(value: T): T | string {
  if (value === null || value === undefined) return value
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const c = germanClock(date.getTime())
  const midnight =
    c.hour === 0 && c.minute === 0 && c.second === 0 && date.getUTCMilliseconds() === 0
  return midnight ? endOfGermanDay(date).toISOString() : date.toISOString()
}
