/**
 * The five-year CME period of a German contract dentist (§ 95d SGB V: 125 points per
 * period, proven to the KZV by the period's end). Dates here are calendar days written as
 * ISO `YYYY-MM-DD` strings (no time, no zone); "today" is the day in Europe/Berlin.
 *
 * A period starts on the day the dentist enters (the day the obligation began or the day
 * after the last period ended) and runs five years. Its last day follows §§ 187(2), 188(2)
 * and 188(3) BGB: the day before the same calendar day five years later; when that day
 * does not exist (a start on 29 February), the last day of that month. The next period
 * starts the day after.
 */

/** CME points a German contract dentist must prove per period (§ 95d SGB V). */
export const PERIOD_REQUIRED_POINTS = 125
/** Length of a period in years (§ 95d SGB V). */
export const PERIOD_LENGTH_YEARS = 5
/** Earliest period start accepted (older dates are typing mistakes). */
export const EARLIEST_PERIOD_START = '1950-01-01'

/** A period as two calendar days, both inclusive. */
export type Period = { start: string; end: string }

const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Parses `YYYY-MM-DD` into a UTC midnight timestamp; null when not a real calendar day. */
export function parseDay(value: string): number | null {
  const match = ISO_DAY.exec(value)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(y, m - 1, d)
  const back = new Date(time)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
    return null
  return time
}

/** The calendar day of a UTC midnight timestamp as `YYYY-MM-DD`. */
export function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

function day(value: string): number {
  const time = parseDay(value)
  if (time === null) throw new RangeError(`not a calendar day: ${value}`)
  return time
}

/** `value` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(value: string, days: number): string {
  return formatDay(day(value) + days * DAY_MS)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((day(to) - day(from)) / DAY_MS)
}

/** Today's calendar day in Europe/Berlin (the KZV's time zone) at instant `now`. */
export function berlinDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** The calendar day in Europe/Berlin of an instant given as ISO timestamp. */
export function berlinDayOf(timestamp: string): string {
  return berlinDay(new Date(timestamp))
}

/**
 * The period that starts on `start`: its last day is the day before the same calendar day
 * `PERIOD_LENGTH_YEARS` later, or the last day of that month when the day does not exist
 * there (29 February → 28 February), § 188(2)/(3) BGB.
 * @throws RangeError when `start` is not a calendar day
 */
export function periodFrom(start: string): Period {
  const time = day(start)
  const date = new Date(time)
  const year = date.getUTCFullYear() + PERIOD_LENGTH_YEARS
  const month = date.getUTCMonth()
  const dayOfMonth = date.getUTCDate()
  const same = Date.UTC(year, month, dayOfMonth)
  const exists = new Date(same).getUTCMonth() === month
  const end = exists ? same - DAY_MS : Date.UTC(year, month + 1, 0)
  return { start, end: formatDay(end) }
}

/**
 * The period that contains `today`, counted in consecutive periods from `firstStart`
 * (each starts the day after the previous one ended). When `today` is before
 * `firstStart`, the first period.
 * @throws RangeError when a day is not a calendar day
 */
export function periodContaining(firstStart: string, today: string): Period {
  let period = periodFrom(firstStart)
  while (daysBetween(period.end, today) > 0) period = periodFrom(addDays(period.end, 1))
  return period
}

/**
 * Every period from `firstStart` up to and including the one that contains `today`,
 * oldest first.
 */
export function periodsUntil(firstStart: string, today: string): Period[] {
  const periods = [periodFrom(firstStart)]
  while (daysBetween(periods.at(-1)!.end, today) > 0)
    periods.push(periodFrom(addDays(periods.at(-1)!.end, 1)))
  return periods
}

/** True when `value` (`YYYY-MM-DD`) lies within `period` (both ends inclusive). */
export function inPeriod(period: Period, value: string): boolean {
  return value >= period.start && value <= period.end
}

/** Where a dentist stands in a period on `today`. */
export type PeriodStatus = Period & {
  /** Points earned in the period so far. */
  points: number
  /** Always `PERIOD_REQUIRED_POINTS`. */
  required: number
  /** Points still missing (0 once reached). */
  missing: number
  /** Calendar days left including today (0 once the period is over). */
  daysLeft: number
}

/** The status of `period` on `today` with `points` earned in it (the pace: `pace.ts`). */
export function periodStatus(period: Period, points: number, today: string): PeriodStatus {
  const missing = Math.max(0, PERIOD_REQUIRED_POINTS - points)
  const daysLeft = Math.max(0, daysBetween(today, period.end) + 1)
  return {
    ...period,
    points,
    required: PERIOD_REQUIRED_POINTS,
    missing,
    daysLeft,
  }
}

/**
 * Why a period start entered by a dentist is refused, or null when it is fine: it must be
 * a calendar day, not after `today` and not before `EARLIEST_PERIOD_START`.
 */
export function periodStartProblem(start: string, today: string): string | null {
  if (parseDay(start) === null) return 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).'
  if (start > today) return 'Der Beginn des Fortbildungszeitraums darf nicht in der Zukunft liegen.'
  if (start < EARLIEST_PERIOD_START)
    return 'Der Beginn des Fortbildungszeitraums darf nicht vor 1950 liegen.'
  return null
}
