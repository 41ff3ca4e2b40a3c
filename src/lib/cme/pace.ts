/**
 * The CME pace forecast of the account's period card: at the dentist's own pace, when are
 * the 125 points of the period (§ 95d SGB V) reached? The pace is the points per month
 * since the dentist began keeping the account (not since a period start that may lie
 * years before the first entry), shown only once three months of data exist, and never
 * as a day after the period's end: then the forecast says how many points per month are
 * needed from now on instead. Days are `YYYY-MM-DD` calendar days (see `period.ts`).
 */
import { addDays, daysBetween, type Period } from './period'

/** Average length of a calendar month in days (365.25 / 12). */
export const DAYS_PER_MONTH = 365.25 / 12
/** Months of data before a pace is worth a forecast. */
export const FORECAST_AFTER_MONTHS = 3

/**
 * The forecast: `reached` (nothing missing); `early` (less than three months since the
 * account's first data `since`: no forecast before the day `from`); `onTrack` (the day the points are reached at
 * `perMonth`, inside the period); `behind` (at `perMonth` the period ends first, or no
 * points yet: `neededPerMonth` from today to the period's end). Points per month have one
 * decimal, the needed ones rounded up.
 */
export type PaceForecast =
  | { kind: 'reached' }
  | { kind: 'early'; since: string; from: string }
  | { kind: 'onTrack'; date: string; perMonth: number }
  | { kind: 'behind'; perMonth: number; neededPerMonth: number }

// Rounded first so that binary noise (2.0000000001) does not round up a whole tenth.
const upToTenth = (value: number) => Math.ceil(Number((value * 10).toFixed(6))) / 10

/**
 * The forecast for `period` on `today` with `points` earned in it and `missing` still to
 * earn. `usingSince` is the first day of the dentist's data (account creation, or an
 * earlier certificate of this period); the pace is counted from it, or from the period's
 * start when that is later, up to and including today.
 */
export function paceForecast({
  period,
  points,
  missing,
  today,
  usingSince,
}: {
  period: Period
  points: number
  missing: number
  today: string
  usingSince: string
}): PaceForecast {
  if (missing <= 0) return { kind: 'reached' }
  const since = usingSince > period.start ? usingSince : period.start
  const last = today < period.end ? today : period.end
  const elapsedDays = Math.max(1, daysBetween(since, last) + 1)
  const elapsedMonths = elapsedDays / DAYS_PER_MONTH
  if (elapsedMonths < FORECAST_AFTER_MONTHS) {
    const from = addDays(since, Math.ceil(FORECAST_AFTER_MONTHS * DAYS_PER_MONTH) - 1)
    return { kind: 'early', since, from }
  }
  const perDay = points / elapsedDays
  const perMonth = Math.round(perDay * DAYS_PER_MONTH * 10) / 10
  if (perDay > 0) {
    const date = addDays(last, Math.ceil(missing / perDay))
    if (date <= period.end) return { kind: 'onTrack', date, perMonth }
  }
  // Days after today up to the period's end, today included; at least one.
  const daysLeft = Math.max(1, daysBetween(last, period.end) + 1)
  return {
    kind: 'behind',
    perMonth,
    neededPerMonth: upToTenth((missing / daysLeft) * DAYS_PER_MONTH),
  }
}
