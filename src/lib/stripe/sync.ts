import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Membership } from '@payload-types'
import { validationErrorPaths } from '@/lib/auth/payloadErrors'
import { asServer } from '@/lib/payload/readAs'
import { mirrorSeatSubscription, practiceIdOf } from '@/lib/practices/seatSync'

import { MEMBERSHIP_PRICE_LOOKUP_KEY, stripeSettings } from './config'

/** The id of a Stripe reference that may be expanded (an object) or not (a string). */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * The membership fields that mirror a Stripe subscription. Since API 2025-03 the period
 * lives on the subscription items; the membership ends with the latest item period.
 */
export function membershipFromSubscription(subscription: Stripe.Subscription) {
  const periodEnd = Math.max(0, ...subscription.items.data.map((item) => item.current_period_end))
  return {
    source: 'stripe' as const,
    status: subscription.status as Membership['status'],
    currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
  }
}

async function userIdForCustomer(
  payload: Payload,
  customerId: string | null,
): Promise<number | null> {
  if (!customerId) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: { stripeCustomerId: { equals: customerId } },
    limit: 1,
    depth: 0,
    ...asServer(
      "Stripe webhook/checkout: no signed-in user; the server finds the customer's account.",
    ),
  })
  return docs[0]?.id ?? null
}

async function membershipBySubscription(
  payload: Payload,
  subscriptionId: string,
): Promise<Membership | null> {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { stripeSubscriptionId: { equals: subscriptionId } },
    limit: 1,
    depth: 0,
    ...asServer('Stripe webhook/checkout: no signed-in user; the server reads the membership.'),
  })
  return docs[0] ?? null
}

/** Statuses Stripe never leaves: a mirrored membership in one of them is final. */
const FINAL: readonly string[] = ['canceled', 'incomplete_expired']

/**
 * Whether a subscription is for the membership: one of its items has the membership
 * price (STRIPE_PRICE_ID, or the lookup key) and it is no practice's team seats (those carry
 * `metadata.practiceId`). Other products in the same Stripe account never grant premium.
 */
export function isMembershipSubscription(subscription: Stripe.Subscription): boolean {
  if (practiceIdOf(subscription)) return false // a practice's team seats (same price, other use)
  const { priceId } = stripeSettings()
  return subscription.items.data.some((item) =>
    priceId ? item.price?.id === priceId : item.price?.lookup_key === MEMBERSHIP_PRICE_LOOKUP_KEY,
  )
}

/**
 * Whether mirroring `next` over `existing` would move it backwards: a final status is
 * never left, and a non-final update never shortens the paid period (a slower handler
 * that read the subscription earlier must not take away premium).
 */
function wouldRegress(
  existing: Membership,
  next: ReturnType<typeof membershipFromSubscription>,
): boolean {
  if (existing.status && FINAL.includes(existing.status) && existing.status !== next.status)
    return true
  return (
    !FINAL.includes(next.status ?? '') &&
    new Date(next.currentPeriodEnd) < new Date(existing.currentPeriodEnd)
  )
}

/**
 * Mirrors one Stripe subscription into `memberships`. The subscription is read
 * from Stripe, not taken from the event, so events delivered late or out of order can
 * only ever write the subscription's current state; a canceled membership is never
 * revived and a period never shortened (`wouldRegress`). A practice's team seat
 * subscription is mirrored into the practice instead (`mirrorSeatSubscription`, null);
 * subscriptions to other prices are skipped (null). The user is `userId`, else the one whose `stripeCustomerId` is the
 * subscription's customer, else `metadata.userId` (set at checkout); it may stay unset
 * until the checkout completes.
 */
export async function syncSubscription(
  payload: Payload,
  stripe: Stripe,
  subscriptionId: string,
  userId?: number | null,
): Promise<Membership | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId)
  if (practiceIdOf(subscription)) {
    await mirrorSeatSubscription(payload, subscription)
    return null
  }
  if (!isMembershipSubscription(subscription)) return null
  const data = membershipFromSubscription(subscription)
  const metadataUser = Number(subscription.metadata?.userId) || null
  const user = userId ?? (await userIdForCustomer(payload, data.stripeCustomerId)) ?? metadataUser
  const existing = await membershipBySubscription(payload, subscription.id)
  if (existing) {
    if (wouldRegress(existing, data)) return existing
    return payload.update({
      collection: 'memberships',
      id: existing.id,
      ...asServer('Stripe webhook/checkout: memberships are admin-written; the server syncs them.'),
      data: { ...data, user: user ?? existing.user },
    })
  }
  try {
    return await payload.create({
      collection: 'memberships',
      ...asServer('Stripe webhook/checkout: memberships are admin-written; the server syncs them.'),
      data: { ...data, user },
    })
  } catch (error) {
    // Another event for the same subscription created it a moment ago: update that one.
    if (!validationErrorPaths(error).includes('stripeSubscriptionId')) throw error
    return syncSubscription(payload, stripe, subscriptionId, userId)
  }
}
