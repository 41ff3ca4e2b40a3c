import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Membership } from '@payload-types'
import { validationErrorPaths } from '@/lib/auth/payloadErrors'
import { findUserByEmail, languageOrDefault } from '@/lib/auth/users'
import { asServer } from '@/lib/payload/readAs'
import { practiceIdOf } from '@/lib/practices/seatSync'

import { idOf, syncSubscription } from './sync'

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
 * user and mirrors the subscription as Stripe reports it. A practice's seat checkout
 * (`metadata.practiceId`) only mirrors its subscription into the practice. Returns null
 * for sessions that are not complete subscription checkouts of the membership.
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
  if (practiceIdOf(session)) {
    // A practice's team seats: billed to the practice's own customer, never the payer's.
    await syncSubscription(payload, stripe, subscriptionId)
    return null
  }

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
