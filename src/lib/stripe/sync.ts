import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Membership } from '@payload-types'
import { validationErrorPaths } from '@/lib/auth/payloadErrors'
import { findUserByEmail, languageOrDefault } from '@/lib/auth/users'
import { asServer } from '@/lib/payload/readAs'

import { MEMBERSHIP_PRICE_LOOKUP_KEY, stripeSettings } from './config'

const idOf = (value: string | { id: string } | null | undefined): string | null =>
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
 * price (STRIPE_PRICE_ID, or the lookup key). Other products in the same Stripe account
 * never grant premium.
 */
export function isMembershipSubscription(subscription: Stripe.Subscription): boolean {
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
 * revived and a period never shortened (`wouldRegress`). Subscriptions to other prices
 * are skipped (null). The user is `userId`, else the one whose `stripeCustomerId` is the
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

function splitName(name: string | null | undefined): { firstName?: string; lastName?: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return {}
  if (parts.length === 1) return { lastName: parts[0] }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) }
}

/** A finished checkout: the account it belongs to, the checkout email and the mirrored membership. */
export type CompletedCheckout = { userId: number; email: string; membership: Membership }

/**
 * Finishes a membership checkout (webhook `checkout.session.completed` and
 * `checkout.session.async_payment_succeeded`): reads the session from Stripe and applies
 * it with `completeCheckoutSession`. Returns null for sessions that are not complete
 * subscription checkouts of the membership.
 */
export async function completeCheckout(
  payload: Payload,
  stripe: Stripe,
  sessionId: string,
): Promise<CompletedCheckout | null> {
  return completeCheckoutSession(
    payload,
    stripe,
    await stripe.checkout.sessions.retrieve(sessionId),
  )
}

/**
 * Applies a Checkout Session just read from Stripe (the webhook, or the return page, which
 * has read it already): finds the user (`client_reference_id`, else the checkout email),
 * or creates a doctor account for that email (a payment counts as the invitation; the
 * account is unverified until its magic link is used), stores the Stripe customer on the
 * user and mirrors the subscription as Stripe reports it. Returns null for sessions that
 * are not complete subscription checkouts of the membership.
 */
export async function completeCheckoutSession(
  payload: Payload,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<CompletedCheckout | null> {
  const subscriptionId = idOf(session.subscription)
  const customerId = idOf(session.customer)
  const email = (session.customer_details?.email ?? session.customer_email ?? '')
    .trim()
    .toLowerCase()
  if (session.mode !== 'subscription' || session.status !== 'complete' || !subscriptionId)
    return null

  const referenced = Number(session.client_reference_id) || null
  let userId = referenced && (await userById(payload, referenced)) ? referenced : null
  if (!userId && email) {
    const existing = await findUserByEmail(payload, email)
    userId = existing?.id ?? null
    if (!existing) {
      try {
        const created = await payload.create({
          collection: 'users',
          ...asServer(
            "Stripe checkout: no user exists yet; the server creates the payer's account.",
          ),
          disableVerificationEmail: true,
          data: {
            email,
            password: randomBytes(32).toString('base64url'),
            roles: ['doctor'],
            accountType: 'doctor',
            language: languageOrDefault(session.locale?.slice(0, 2)),
            ...splitName(session.customer_details?.name),
          },
        })
        userId = created.id
      } catch (error) {
        if (!validationErrorPaths(error).includes('email')) throw error
        userId = (await findUserByEmail(payload, email))?.id ?? null // created by a parallel delivery
      }
    }
  }
  const user = userId ? await userById(payload, userId) : null
  if (!user) return null
  // The checkout email is typed by the payer and unverified: it may link a payment to an
  // account, but only a signed-in checkout may replace the account's Stripe customer
  // (which opens the customer portal).
  if (
    customerId &&
    (!user.stripeCustomerId || (referenced === user.id && user.stripeCustomerId !== customerId))
  ) {
    await payload.update({
      collection: 'users',
      id: user.id,
      ...asServer('Stripe checkout: the server records the Stripe customer on the account.'),
      data: { stripeCustomerId: customerId },
    })
  }
  const membership = await syncSubscription(payload, stripe, subscriptionId, user.id)
  return membership ? { userId: user.id, email: email || user.email, membership } : null
}

async function userById(payload: Payload, id: number) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    ...asServer('Stripe webhook/checkout: no signed-in user; the account by id.'),
  })
  return docs[0] ?? null
}
