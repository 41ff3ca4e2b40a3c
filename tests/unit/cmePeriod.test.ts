import { describe, expect, it } from 'vitest'

import {
  berlinDay,
  daysBetween,
  parseDay,
  periodContaining,
  periodFrom,
  periodStartProblem,
  periodStatus,
  periodsUntil,
} from '@/lib/cme/period'

describe('CME period arithmetic (§ 95d SGB V, §§ 187/188 BGB)', () => {
  it('ends the day before the same calendar day five years later', () => {
    expect(periodFrom('2021-07-01')).toEqual({ start: '2021-07-01', end: '2026-06-30' })
    expect(periodFrom('2020-01-01')).toEqual({ start: '2020-01-01', end: '2024-12-31' })
    // Crossing leap days inside the period changes nothing.
    expect(periodFrom('2023-03-01')).toEqual({ start: '2023-03-01', end: '2028-02-29' })
    expect(periodFrom('2022-03-01')).toEqual({ start: '2022-03-01', end: '2027-02-28' })
  })

  it('ends on the last day of February for a start on 29 February', () => {
    expect(periodFrom('2024-02-29')).toEqual({ start: '2024-02-29', end: '2029-02-28' })
    // …and the following period starts on 1 March.
    expect(periodContaining('2024-02-29', '2029-03-01')).toEqual({
      start: '2029-03-01',
      end: '2034-02-28',
    })
  })

  it('finds the period containing today, at both of its boundaries', () => {
    expect(periodContaining('2011-07-01', '2026-06-30')).toEqual({
      start: '2021-07-01',
      end: '2026-06-30',
    })
    expect(periodContaining('2011-07-01', '2026-07-01')).toEqual({
      start: '2026-07-01',
      end: '2031-06-30',
    })
    expect(periodContaining('2026-07-01', '2026-07-01').start).toBe('2026-07-01')
    expect(periodsUntil('2011-07-01', '2026-07-01').map((p) => p.start)).toEqual([
      '2011-07-01',
      '2016-07-01',
      '2021-07-01',
      '2026-07-01',
    ])
  })

  it('counts days left including today and the missing points', () => {
    const period = periodFrom('2021-07-01')
    expect(periodStatus(period, 40, '2026-06-30')).toMatchObject({
      points: 40,
      required: 125,
      missing: 85,
      daysLeft: 1,
    })
    expect(periodStatus(period, 130, '2026-07-05')).toMatchObject({ missing: 0, daysLeft: 0 })
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1)
  })

  it('accepts only real days between 1950 and today', () => {
    expect(periodStartProblem('2021-07-01', '2026-11-26')).toBeNull()
    expect(periodStartProblem('2026-11-26', '2026-11-26')).toBeNull()
    expect(periodStartProblem('2026-11-27', '2026-11-26')).toMatch(/Zukunft/)
    expect(periodStartProblem('1949-12-31', '2026-11-26')).toMatch(/1950/)
    expect(periodStartProblem('2023-02-29', '2026-11-26')).toMatch(/gültiges Datum/)
    expect(parseDay('2024-02-29')).not.toBeNull()
    expect(parseDay('2024-2-29')).toBeNull()
  })

  it('takes today in Berlin, not in UTC', () => {
    expect(berlinDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(berlinDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
    expect(berlinDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
  })
})
