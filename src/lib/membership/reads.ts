import type { Payload, PayloadRequest } from 'payload'

import type { Membership, User } from '@payload-types'

import { asReader, asServer } from '@/lib/payload/readAs'

import { hasActiveMembership } from './rule'

/**
 * All memberships of a user (any status), newest period first. With `reader` (the user
 * asking about their own membership: the membership page, a checkout by a signed-in user)
 * they are read as the reader, through `memberships`' `adminOrOwner` rule. Without it the
 * server reads as itself: the premium gate on every request, the Stripe webhook and the
 * checkout's outcome, which decide for a user who is not the one asking Payload.
 */
export async function membershipsOf(
  payload: Payload,
  userId: number,
  reader?: User,
): Promise<Membership[]> {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { user: { equals: userId } },
    sort: '-currentPeriodEnd',
    limit: 50,
    depth: 0,
    ...(reader
      ? asReader(reader)
      : asServer('The premium gate, Stripe webhook and checkout outcome decide for another user.')),
    // The studio's title (the member's e-mail, read through the user) is not needed for the
    // premium check on every page: one query less.
    select: { userEmail: false },
  })
  return docs
}

/**
 * Whether the signed-in `reader` has a Stripe subscription that has not ended for good (any
 * status but canceled and incomplete_expired): a new checkout would bill them twice, so they
 * manage the existing one in the customer portal. Read as the reader (their own memberships).
 */
export async function hasOpenSubscription(payload: Payload, reader: User): Promise<boolean> {
  return (await membershipsOf(payload, reader.id, reader)).some(
    (m) => m.source === 'stripe' && !['canceled', 'incomplete_expired'].includes(m.status ?? ''),
  )
}

/** Whether the user has premium now (`hasActiveMembership` over their memberships). */
export async function userHasPremium(
  payload: Payload,
  userId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return hasActiveMembership(await membershipsOf(payload, userId), now)
}

/**
 * Premium state of a Payload request's user, looked up once per request (cached in
 * `req.context`), for access rules such as the article body's field access.
 */
export async function requestHasPremium(req: PayloadRequest): Promise<boolean> {
  if (!req.user || req.user.collection !== 'users') return false
  const cache = req.context as { hasPremium?: Promise<boolean> }
  cache.hasPremium ??= userHasPremium(req.payload, Number(req.user.id))
  return cache.hasPremium
}
