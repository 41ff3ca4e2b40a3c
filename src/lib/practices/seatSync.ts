import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Practice } from '@payload-types'
import type { MembershipStatus } from '@/lib/membership/rule'
import { asServer } from '@/lib/payload/readAs'

import { FINAL_SEAT_STATUSES } from './seatView'

/** The practice a Stripe subscription or checkout buys seats for (`metadata.practiceId`), else null. */
export function practiceIdOf(object: { metadata?: Stripe.Metadata | null }): number | null {
  return Number(object.metadata?.practiceId) || null
}

const customerIdOf = (customer: Stripe.Subscription['customer']) =>
  typeof customer === 'string' ? customer : customer.id

/**
 * Mirrors a practice's seat subscription (read from Stripe just before) into the practice
 * — seats paid (the items' quantity), status, paid period, cancellation — and into the
 * seat memberships of its members (source `practice`), so that every assigned dentist's
 * premium follows the subscription. A reduction never unassigns anyone: the practice page
 * then shows more seats assigned than paid and the owner chooses. A subscription other
 * than the practice's open one is ignored, and a final status is never left. Returns the
 * practice as written, or null when it no longer exists.
 */
export async function mirrorSeatSubscription(
  payload: Payload,
  subscription: Stripe.Subscription,
): Promise<Practice | null> {
  const practiceId = practiceIdOf(subscription)
  if (!practiceId) return null
  const { docs } = await payload.find({
    collection: 'practices',
    where: { id: { equals: practiceId } },
    depth: 0,
    limit: 1,
    ...asServer('Stripe webhook: the server mirrors the seat subscription of a practice.'),
  })
  const practice = docs[0]
  if (!practice) return null
  const current = practice.stripeSubscriptionId
  const currentOpen = Boolean(
    practice.seatStatus && !FINAL_SEAT_STATUSES.includes(practice.seatStatus),
  )
  if (current && current !== subscription.id && currentOpen) return practice
  if (
    current === subscription.id &&
    FINAL_SEAT_STATUSES.includes(practice.seatStatus ?? '') &&
    practice.seatStatus !== subscription.status
  )
    return practice

  const items = subscription.items.data
  const periodEnd = new Date(Math.max(0, ...items.map((i) => i.current_period_end)) * 1000)
  const status = subscription.status as MembershipStatus
  const cancelAtPeriodEnd = subscription.cancel_at_period_end || subscription.cancel_at !== null
  const written = await payload.update({
    collection: 'practices',
    id: practice.id,
    depth: 0,
    data: {
      seats: items.reduce((sum, item) => sum + (item.quantity ?? 0), 0),
      seatStatus: status,
      seatPeriodEnd: periodEnd.toISOString(),
      seatCancelAtPeriodEnd: cancelAtPeriodEnd,
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: customerIdOf(subscription.customer),
    },
    ...asServer('Stripe webhook: the server mirrors the seat subscription of a practice.'),
  })
  await payload.update({
    collection: 'memberships',
    where: { practice: { equals: practice.id }, source: { equals: 'practice' } },
    data: { status, currentPeriodEnd: periodEnd.toISOString(), cancelAtPeriodEnd },
    depth: 0,
    ...asServer('Stripe webhook: the server mirrors the seat subscription of a practice.'),
  })
  return written
}
