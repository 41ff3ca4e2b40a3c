import { parseDay } from '@/lib/cme/period'

/** The traffic light of a dentist's CME period in a practice's list. */
export type Light = 'green' | 'amber' | 'red'

/** The day `months` calendar months after `day` (`YYYY-MM-DD`; the 31st rolls into the next month like JavaScript's Date). */
export function monthsAfter(day: string, months: number): string {
  const time = parseDay(day)
  if (time === null) return day
  const date = new Date(time)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}

/**
 * Red when points are missing and the period ends within 6 months of `today`, amber when
 * points are missing and it ends within 12 months, green otherwise (the practice's fees
 * are cut when points are missing at the end of an employee's period, § 95d (5) SGB V).
 */
export function trafficLight(periodEnd: string, missing: number, today: string): Light {
  if (missing <= 0) return 'green'
  if (periodEnd <= monthsAfter(today, 6)) return 'red'
  if (periodEnd <= monthsAfter(today, 12)) return 'amber'
  return 'green'
}
