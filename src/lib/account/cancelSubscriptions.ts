import type { Payload } from 'payload'

import { stripeClient } from '@/lib/stripe/client'
import { asServer } from '@/lib/payload/readAs'

/** Stripe statuses after which a subscription charges nothing more. */
const ENDED = new Set(['canceled', 'incomplete_expired'])

/** Thrown when an account has an open Stripe subscription but payments are not configured. */
export class StripeUnavailableError extends Error {}

/**
 * Cancels every open Stripe subscription of account `userId` at once (not at the period
 * end: no further charge, the paid time ends now; Stripe's own rules decide on refunds,
 * none are issued automatically) through the official `stripe` library, and marks the
 * mirrored memberships `canceled`. Manual grants are deleted (they are no payment record).
 * The membership rows of Stripe subscriptions stay, without the user's email, as the
 * payment reference to Stripe, where the invoices are kept (docs/security.md).
 * Returns the ids of the cancelled subscriptions.
 */
export async function cancelSubscriptions(payload: Payload, userId: number): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { user: { equals: userId } },
    depth: 0,
    pagination: false,
    ...asServer('account deletion: every membership of the account being deleted'),
  })
  const open = docs.filter((m) => m.stripeSubscriptionId && !ENDED.has(m.status ?? ''))
  const stripe = open.length ? stripeClient() : null
  if (open.length && !stripe) throw new StripeUnavailableError('Stripe is not configured')
  const cancelled: string[] = []
  for (const membership of open) {
    const id = membership.stripeSubscriptionId!
    const subscription = await stripe!.subscriptions.cancel(id, { prorate: false })
    cancelled.push(subscription.id)
    await payload.update({
      collection: 'memberships',
      id: membership.id,
      data: { status: 'canceled', cancelAtPeriodEnd: false },
      ...asServer('account deletion: the cancelled subscription is mirrored at once'),
    })
  }
  await payload.delete({
    collection: 'memberships',
    where: { user: { equals: userId }, source: { equals: 'manual' } },
    ...asServer('account deletion: manual grants end with the account'),
  })
  return cancelled
}
