import type { Payload, PayloadRequest } from 'payload'

import { asServer } from '@/lib/payload/readAs'
import { FINAL_SEAT_STATUSES } from '@/lib/practices/seatView'
import { stripeClient } from '@/lib/stripe/client'

import { StripeUnavailableError } from './cancelSubscriptions'

/**
 * Cancels the open team seat subscription of practice `practiceId` at once (a deleted
 * practice must not be billed further; docs/product.md, "Team seats").
 */
async function cancelSeats(payload: Payload, practiceId: number, req?: PayloadRequest) {
  const practice = await payload.findByID({
    collection: 'practices',
    id: practiceId,
    depth: 0,
    req,
    ...asServer('account deletion: the seat subscription of a practice the account owns'),
  })
  if (!practice.stripeSubscriptionId || FINAL_SEAT_STATUSES.includes(practice.seatStatus ?? ''))
    return
  const stripe = stripeClient()
  if (!stripe) throw new StripeUnavailableError('Stripe is not configured')
  await stripe.subscriptions.cancel(practice.stripeSubscriptionId, { prorate: false })
}

/**
 * Ends every practice membership of account `userId` (and with them every sharing); the
 * practices it owns are deleted with their members and invitations. Used when an account
 * is deleted, by the studio or by its owner (`src/lib/account/deletion.ts`). A deleted
 * practice's open team seat subscription is cancelled at once in Stripe.
 */
export async function leaveAllPractices(
  payload: Payload,
  userId: number,
  req?: PayloadRequest,
): Promise<void> {
  const owned = await payload.find({
    collection: 'practice-members',
    where: { user: { equals: userId }, role: { equals: 'owner' } },
    depth: 0,
    pagination: false,
    req,
    ...asServer('account deletion: the practices this account owns'),
  })
  for (const row of owned.docs) {
    await cancelSeats(payload, row.practice as number, req)
    await payload.delete({
      collection: 'practices',
      id: row.practice as number,
      req,
      ...asServer('account deletion: a practice goes with its owner'),
    })
  }
  await payload.delete({
    collection: 'practice-members',
    where: { user: { equals: userId } },
    req,
    ...asServer('account deletion: the account leaves every practice'),
  })
}
