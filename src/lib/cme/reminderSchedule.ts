import { addDays, daysBetween, parseDay, type Period } from './period'

/**
 * When a dentist is reminded of their CME deadline (the end of their § 95d period, by which
 * the points are proven to the KZV): when 12, 6 and 3 months of the period are left, and
 * once the period has ended, each only while points are missing. Each reminder is sent at
 * most once per period (recorded in `cme-reminders`).
 */
export const REMINDER_THRESHOLDS = ['12m', '6m', '3m', 'ended'] as const
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number]

/** Months left at each advance reminder, latest first in `REMINDER_THRESHOLDS` order. */
const MONTHS_LEFT: Record<Exclude<ReminderThreshold, 'ended'>, number> = {
  '12m': 12,
  '6m': 6,
  '3m': 3,
}

/**
 * Days after the end of a period during which the "period ended" reminder is still sent
 * (a worker that was down for a while catches up; a period start entered years late does
 * not mail about long-past periods).
 */
export const ENDED_REMINDER_DAYS = 30

/**
 * `day` (`YYYY-MM-DD`) moved back by `months` calendar months; when the day does not exist
 * in the target month, its last day (as § 188(3) BGB counts).
 */
export function monthsBefore(day: string, months: number): string {
  const time = parseDay(day)
  if (time === null) throw new RangeError(`not a calendar day: ${day}`)
  const date = new Date(time)
  const target = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1)
  const lastOfTarget = new Date(
    Date.UTC(new Date(target).getUTCFullYear(), new Date(target).getUTCMonth() + 1, 0),
  ).getUTCDate()
  const dayOfMonth = Math.min(date.getUTCDate(), lastOfTarget)
  return new Date(target + (dayOfMonth - 1) * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The first day on which `months` months of `period` are left: the day after its end moved
 * back by `months` months (a period ending 2029-12-31 has 12 months left from 2029-01-01).
 */
export function thresholdDay(period: Period, months: number): string {
  return monthsBefore(addDays(period.end, 1), months)
}

/**
 * The advance reminder due for `period` on `today`: the latest threshold whose day has
 * come while the period still runs (a dentist who enters a period with two months left
 * gets the 3-month reminder only, not all three at once); null before the 12-month day
 * and after the period.
 */
export function dueAdvanceReminder(
  period: Period,
  today: string,
): Exclude<ReminderThreshold, 'ended'> | null {
  if (today > period.end) return null
  let due: Exclude<ReminderThreshold, 'ended'> | null = null
  for (const threshold of ['12m', '6m', '3m'] as const)
    if (today >= thresholdDay(period, MONTHS_LEFT[threshold])) due = threshold
  return due
}

/**
 * Whether the "period ended" reminder for `period` is due on `today`: from the day after
 * its end for `ENDED_REMINDER_DAYS` days.
 */
export function endedReminderDue(period: Period, today: string): boolean {
  const after = daysBetween(period.end, today)
  return after >= 1 && after <= ENDED_REMINDER_DAYS
}
