import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { User } from '@payload-types'
import { membershipsOf } from '@/lib/membership/reads'
import { premiumValidUntil } from '@/lib/membership/rule'

import { completeCheckoutSession } from './checkoutCompletion'

/** What a Checkout Session id looks like (`cs_test_…`, `cs_live_…`); anything else is not asked for. */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/

/**
 * What the return page of a checkout may say, verified with Stripe on the server:
 * - `notConfigured`: payments are not set up, so no payment can exist
 * - `unknown`: no such session (malformed, unknown to Stripe, or not a membership checkout)
 * - `foreign`: the session belongs to another account than the signed-in one; nothing is
 *   shown of it and nothing is claimed
 * - `open`: the payer has not finished; `expired`: abandoned, nothing was charged
 * - `paid`: complete and paid; `processing`: complete, the payment (SEPA direct debit) has
 *   not cleared yet; `noPaymentDue`: complete with nothing to pay. For these three the
 *   checkout is applied before answering (the account exists, the membership mirrors
 *   Stripe), with the checkout `email` (the magic-link address), whether the signed-in
 *   viewer is that account (`ownAccount`), and the account's premium state now
 *   (`hasPremium`, `validUntil` ISO 8601 or null).
 */
export type CheckoutOutcome =
  | { state: 'notConfigured' | 'unknown' | 'foreign' | 'open' | 'expired' }
  | {
      state: 'paid' | 'processing' | 'noPaymentDue'
      sessionId: string
      email: string
      ownAccount: boolean
      hasPremium: boolean
      validUntil: string | null
    }

/** The signed-in account looking at the page (id, address, stored Stripe customer). */
export type CheckoutViewer = Pick<User, 'id' | 'email' | 'stripeCustomerId'>

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

function checkoutEmail(session: Stripe.Checkout.Session): string {
  return (session.customer_details?.email ?? session.customer_email ?? '').trim().toLowerCase()
}

/**
 * Whether a session belongs to the signed-in viewer: started by them (`client_reference_id`
 * is their id), or, for a checkout started signed out, paid as their Stripe customer or with
 * their address. A session started by another account is never theirs.
 */
function belongsTo(session: Stripe.Checkout.Session, viewer: CheckoutViewer): boolean {
  if (session.client_reference_id) return session.client_reference_id === String(viewer.id)
  const customer = idOf(session.customer)
  if (customer && customer === viewer.stripeCustomerId) return true
  const email = checkoutEmail(session)
  return email !== '' && email === viewer.email.toLowerCase()
}

/** Stripe's answer for an id it does not know (or one of the other mode): 404 or 400. */
function isUnknownSession(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode
  return status === 404 || status === 400
}

/**
 * Verifies the Checkout Session `sessionId` of the return page with Stripe (status,
 * payment_status, customer email, mode) and, when it is complete, applies it
 * (`completeCheckoutSession`, idempotent like the webhook) so the membership is active
 * when the payer arrives. `viewer` is the signed-in account or null; `stripe` null means
 * payments are not configured. Stripe's network or server failures are thrown.
 */
export async function verifyCheckout(
  payload: Payload,
  stripe: Stripe | null,
  sessionId: string | null | undefined,
  viewer: CheckoutViewer | null,
  now: Date = new Date(),
): Promise<CheckoutOutcome> {
  if (!stripe) return { state: 'notConfigured' }
  if (!sessionId || !CHECKOUT_SESSION_ID.test(sessionId)) return { state: 'unknown' }
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId)
  } catch (error) {
    if (isUnknownSession(error)) return { state: 'unknown' }
    throw error
  }
  if (session.mode !== 'subscription') return { state: 'unknown' }
  if (viewer && !belongsTo(session, viewer)) return { state: 'foreign' }
  if (session.status === 'open') return { state: 'open' }
  if (session.status !== 'complete')
    return { state: session.status === 'expired' ? 'expired' : 'unknown' }

  const done = await completeCheckoutSession(payload, stripe, session)
  if (!done) return { state: 'unknown' }
  const validUntil = premiumValidUntil(await membershipsOf(payload, done.userId), now)
  return {
    state:
      session.payment_status === 'paid'
        ? 'paid'
        : session.payment_status === 'unpaid'
          ? 'processing'
          : 'noPaymentDue',
    sessionId: session.id,
    email: done.email,
    ownAccount: viewer?.id === done.userId,
    hasPremium: validUntil !== null,
    validUntil,
  }
}
