import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { isCheckoutConfigured, stripeSettings } from '@/lib/stripe/config'

import { membershipsOf } from './reads'
import { hasActiveMembership, premiumValidUntil } from './rule'

/**
 * What a signed-in user may be told about their own membership, all read from the
 * database on the server:
 * - `hasPremium`: the premium rule grants access now
 * - `validUntil`: ISO 8601 end of the access (latest granting membership), null without
 * - `cancelAtPeriodEnd`: the granting subscription ends at `validUntil` instead of renewing
 * - `pendingPayment`: a Stripe subscription waits for its first payment (`incomplete`,
 *   e.g. a SEPA debit not yet cleared)
 * - `canManage`: Stripe is set up and the account has a Stripe customer, so the customer
 *   portal ("Mitgliedschaft verwalten") has something to show
 * - `paymentsConfigured`: the checkout can take payments (else `/subscribe` sells nothing)
 */
export type MembershipSummary = {
  hasPremium: boolean
  validUntil: string | null
  cancelAtPeriodEnd: boolean
  pendingPayment: boolean
  canManage: boolean
  paymentsConfigured: boolean
}

/** The membership summary of `user` at `now` (see `MembershipSummary`). */
export async function membershipSummary(
  payload: Payload,
  user: User,
  now: Date = new Date(),
): Promise<MembershipSummary> {
  // Read as the user: their own memberships only (`adminOrOwner`).
  const memberships = await membershipsOf(payload, user.id, user)
  const validUntil = premiumValidUntil(memberships, now)
  const current = memberships.find(
    (m) =>
      hasActiveMembership([m], now) &&
      new Date(m.currentPeriodEnd).getTime() === new Date(validUntil ?? 0).getTime(),
  )
  return {
    hasPremium: validUntil !== null,
    validUntil,
    cancelAtPeriodEnd: Boolean(current?.cancelAtPeriodEnd),
    pendingPayment: memberships.some((m) => m.source === 'stripe' && m.status === 'incomplete'),
    canManage: Boolean(stripeSettings().secretKey && user.stripeCustomerId),
    paymentsConfigured: isCheckoutConfigured(),
  }
}
