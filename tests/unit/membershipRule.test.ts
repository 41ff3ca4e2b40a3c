import { describe, expect, it } from 'vitest'

import { hasActiveMembership } from '@/lib/membership/rule'

const now = new Date('2026-11-21T12:00:00Z')
const future = '2027-11-21T12:00:00.000Z'
const past = '2026-11-20T12:00:00.000Z'

describe('hasActiveMembership (the premium rule)', () => {
  it.each(['active', 'trialing', 'past_due'])(
    'grants premium for %s with a period ending in the future',
    (status) => {
      expect(
        hasActiveMembership([{ status, source: 'stripe', currentPeriodEnd: future }], now),
      ).toBe(true)
    },
  )
  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'])(
    'refuses %s',
    (status) => {
      expect(
        hasActiveMembership([{ status, source: 'stripe', currentPeriodEnd: future }], now),
      ).toBe(false)
    },
  )
  it('refuses an ended period, a missing end date and an empty list', () => {
    expect(hasActiveMembership([{ status: 'active', currentPeriodEnd: past }], now)).toBe(false)
    expect(
      hasActiveMembership([{ status: 'active', source: 'manual', currentPeriodEnd: null }], now),
    ).toBe(false)
    expect(hasActiveMembership([], now)).toBe(false)
  })
  it('is satisfied by any one granting membership', () => {
    expect(
      hasActiveMembership(
        [
          { status: 'canceled', currentPeriodEnd: future },
          { status: 'active', source: 'manual', currentPeriodEnd: future },
        ],
        now,
      ),
    ).toBe(true)
  })
})
