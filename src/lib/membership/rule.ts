/** Stripe subscription statuses (API 2026-10-28) plus nothing else: the `status` of a membership. */
export const MEMBERSHIP_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]

/** Statuses that keep premium access while the paid period lasts. `past_due` is Stripe's retry window after a failed renewal. */
const GRANTING: readonly MembershipStatus[] = ['active', 'trialing', 'past_due']

/** The membership fields the premium rule reads (a `memberships` document). */
export type MembershipFacts = {
  status?: string | null
  source?: string | null
  /** ISO 8601: end of the paid period (Stripe) or of the grant (manual). */
  currentPeriodEnd?: string | null
}

/**
 * The premium rule (docs/product.md, "Membership"), the only place it is written: a membership
 * grants premium when its status is active, trialing or past_due (Stripe still retrying
 * the renewal) and its period ends in the future. Manual grants (source `manual`) need
 * an end date too. Any one such membership is enough.
 */
export function hasActiveMembership(
  memberships: readonly MembershipFacts[],
  now: Date = new Date(),
): boolean {
  return memberships.some((m) => {
    if (!m.status || !GRANTING.includes(m.status as MembershipStatus)) return false
    if (!m.currentPeriodEnd) return false
    return new Date(m.currentPeriodEnd).getTime() > now.getTime()
  })
}

/**
 * Until when premium lasts by the premium rule: the latest end (ISO 8601) among the
 * memberships that grant premium at `now`; null when none does.
 */
export function premiumValidUntil(
  memberships: readonly MembershipFacts[],
  now: Date = new Date(),
): string | null {
  const ends = memberships
    .filter((m) => hasActiveMembership([m], now))
    .map((m) => new Date(m.currentPeriodEnd!).getTime())
  return ends.length ? new Date(Math.max(...ends)).toISOString() : null
}
