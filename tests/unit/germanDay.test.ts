import { describe, expect, it } from 'vitest'

import { endOfGermanDay, throughEndOfDay } from '@/lib/dates/germanDay'
import { premiumValidUntil } from '@/lib/membership/rule'

describe('"gültig bis" a day means through that day, German time', () => {
  it('moves midnight German time to 23:59:59 of that day, in winter and in summer', () => {
    // 31.12.2027 00:00 CET = 30.12. 23:00 UTC
    expect(throughEndOfDay('2027-12-30T23:00:00.000Z')).toBe('2027-12-31T22:59:59.000Z')
    // 15.07.2027 00:00 CEST = 14.07. 22:00 UTC
    expect(throughEndOfDay('2027-07-14T22:00:00.000Z')).toBe('2027-07-15T21:59:59.000Z')
  })

  it('keeps the day right on the daylight-saving switches', () => {
    // 28.03.2027 (23 hours long) and 31.10.2027 (25 hours long)
    expect(throughEndOfDay('2027-03-27T23:00:00.000Z')).toBe('2027-03-28T21:59:59.000Z')
    expect(throughEndOfDay('2027-10-30T22:00:00.000Z')).toBe('2027-10-31T22:59:59.000Z')
  })

  it('takes any other time as typed, and leaves empty or broken values alone', () => {
    expect(throughEndOfDay('2027-12-31T13:30:00.000Z')).toBe('2027-12-31T13:30:00.000Z')
    // Midnight UTC is 01:00 in Berlin: a time was chosen.
    expect(throughEndOfDay('2027-12-31T00:00:00.000Z')).toBe('2027-12-31T00:00:00.000Z')
    expect(throughEndOfDay(null)).toBeNull()
    expect(throughEndOfDay(undefined)).toBeUndefined()
    expect(throughEndOfDay('31.12.2027')).toBe('31.12.2027')
  })

  it('endOfGermanDay ends the German calendar day of an instant', () => {
    // 23:30 UTC on 31.12. is already 1 January in Germany.
    expect(endOfGermanDay(new Date('2027-12-31T23:30:00Z')).toISOString()).toBe(
      '2028-01-01T22:59:59.000Z',
    )
  })
})

describe('premiumValidUntil', () => {
  const now = new Date('2026-11-21T12:00:00Z')
  it('is the latest end among the memberships that grant premium now', () => {
    expect(
      premiumValidUntil(
        [
          { status: 'active', currentPeriodEnd: '2027-01-01T00:00:00.000Z' },
          { status: 'canceled', currentPeriodEnd: '2030-01-01T00:00:00.000Z' },
          { status: 'past_due', currentPeriodEnd: '2027-06-01T00:00:00.000Z' },
          { status: 'active', currentPeriodEnd: '2026-01-01T00:00:00.000Z' },
        ],
        now,
      ),
    ).toBe('2027-06-01T00:00:00.000Z')
  })
  it('is null when nothing grants premium', () => {
    expect(
      premiumValidUntil([{ status: 'active', currentPeriodEnd: '2026-01-01T00:00:00Z' }], now),
    ).toBeNull()
    expect(premiumValidUntil([], now)).toBeNull()
  })
})
