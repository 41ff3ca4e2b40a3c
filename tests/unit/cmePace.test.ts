import { describe, expect, it } from 'vitest'

import { paceForecast } from '@/lib/cme/pace'
import { periodFrom } from '@/lib/cme/period'

/** The forecast for a period starting `start` with `points` on `today`, data since `since`. */
const forecast = (start: string, points: number, today: string, since = start) =>
  paceForecast({
    period: periodFrom(start),
    points,
    missing: Math.max(0, 125 - points),
    today,
    usingSince: since,
  })

describe('CME pace forecast', () => {
  it('counts the pace from the first data, not from a period start years before', () => {
    // The reported case: a period since 2023, an account since August 2026, 10 points
    // since then. Spread over almost four years this gave a day in the 23rd century.
    const result = forecast('2023-01-01', 10, '2026-11-27', '2026-08-01')
    expect(result.kind).toBe('behind')
    if (result.kind !== 'behind') return
    // 10 points in 119 days: 2.6 a month; 115 missing in 400 days to 2027-12-31: 8.8 a month.
    expect(result.perMonth).toBe(2.6)
    expect(result.neededPerMonth).toBe(8.8)
  })

  it('never names a day after the period end', () => {
    for (const points of [1, 5, 20, 60, 100, 124]) {
      const result = forecast('2022-01-01', points, '2024-06-01')
      if (result.kind === 'onTrack') expect(result.date <= '2026-12-31').toBe(true)
      else expect(result.kind).toBe('behind')
    }
  })

  it('gives the day inside the period at a pace that suffices', () => {
    // 30 points in the first 182 days: the 95 missing take 577 days more.
    const result = forecast('2024-01-01', 30, '2024-06-30')
    expect(result).toEqual({ kind: 'onTrack', date: '2026-01-28', perMonth: 5 })
  })

  it('waits for three months of data', () => {
    expect(forecast('2020-01-01', 20, '2024-03-01', '2024-01-15')).toEqual({
      kind: 'early',
      since: '2024-01-15',
      from: '2024-04-15',
    })
    expect(forecast('2020-01-01', 20, '2024-04-15', '2024-01-15').kind).not.toBe('early')
    // A period that began a month ago: too early, even with data from before it.
    expect(forecast('2024-01-01', 20, '2024-02-01', '2020-01-01').kind).toBe('early')
  })

  it('says reached once nothing is missing, and asks for a monthly rate without points', () => {
    expect(forecast('2024-01-01', 125, '2024-02-01')).toEqual({ kind: 'reached' })
    expect(forecast('2024-01-01', 0, '2025-01-01')).toMatchObject({ kind: 'behind', perMonth: 0 })
  })
})
