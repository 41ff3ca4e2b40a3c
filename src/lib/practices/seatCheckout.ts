import type { Payload, TypedUser } from 'payload'
import type Stripe from 'stripe'

import type { Practice } from '@payload-types'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { asServer } from '@/lib/payload/readAs'
import { getSettings } from '@/lib/settings/read'
import { siteUrl } from '@/lib/site/url'
import { seatPriceId } from '@/lib/stripe/seatPrice'

import type { PracticeRefusal } from './invitations'
import { ownMembership } from './reads'
import { seatsView } from './seatView'

/** The practice for its owner (404 for non-managers, 403 `practice_owner_only` for managers). */
async function ownedPractice(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
): Promise<Practice | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || own.role === 'dentist') return { status: 404, code: 'practice_not_found' }
  if (own.role !== 'owner') return { status: 403, code: 'practice_owner_only' }
  return payload.findByID({
    collection: 'practices',
    id: practiceId,
    depth: 0,
    ...asServer('Team seats: the practice’s Stripe ids are admin-read and server-written.'),
  })
}

/**
 * The practice's own Stripe customer (created once, named after the practice with its
 * address, so that invoices name the practice; the owner's address receives them).
 */
async function practiceCustomer(
  payload: Payload,
  stripe: Stripe,
  practice: Practice,
  ownerEmail: string,
): Promise<string> {
  if (practice.stripeCustomerId) {
    try {
      const existing = await stripe.customers.retrieve(practice.stripeCustomerId)
      if (!existing.deleted) return existing.id
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error
    }
  }
  const customer = await stripe.customers.create(
    {
      name: practice.name,
      email: ownerEmail,
      address: {
        line1: practice.street,
        postal_code: practice.postalCode,
        city: practice.city,
        country: 'DE',
      },
      preferred_locales: ['de'],
      metadata: { practiceId: String(practice.id) },
    },
    { idempotencyKey: `practice-customer-${practice.id}-${practice.stripeCustomerId ?? 'new'}` },
  )
  await payload.update({
    collection: 'practices',
    id: practice.id,
    data: { stripeCustomerId: customer.id },
    depth: 0,
    ...asServer('Team seats: the practice’s Stripe ids are admin-read and server-written.'),
  })
  return customer.id
}

/**
 * Starts the Embedded Checkout for `seats` team seats of practice `practiceId` (owner only;
 * docs/product.md, "Team seats"): a yearly subscription with that quantity of the seat
 * price (`seatPriceId`), billed to the practice's own Stripe customer, marked with the
 * practice in its metadata so that the webhook mirrors it into the practice. Returns the
 * client secret for Stripe.js; it returns to `/practice?seats=paid`. Refusals: 404
 * `practice_not_found`, 403 `practice_owner_only`, 409 `seats_subscription_exists` while an
 * open subscription exists (its quantity changes in the customer portal).
 */
export async function createSeatCheckout(
  payload: Payload,
  stripe: Stripe,
  reader: TypedUser & { email: string },
  practiceId: number,
  seats: number,
  language: string,
): Promise<{ clientSecret: string } | PracticeRefusal> {
  const practice = await ownedPractice(payload, reader, practiceId)
  if ('code' in practice) return practice
  if (seatsView(practice, 0).subscribed) return { status: 409, code: 'seats_subscription_exists' }
  const customer = await practiceCustomer(payload, stripe, practice, reader.email)
  const { teamSeatPriceCents } = await getSettings(payload)
  const prefix = language === DEFAULT_LOCALE ? '' : `/${language}`
  const metadata = { practiceId: String(practice.id) }
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    ui_mode: 'embedded_page',
    customer,
    client_reference_id: String(reader.id),
    line_items: [{ price: await seatPriceId(stripe, teamSeatPriceCents), quantity: seats }],
    allowed_payment_method_types: ['card', 'sepa_debit'],
    metadata,
    subscription_data: { metadata, description: `Teamplätze: ${practice.name}` },
    return_url: `${siteUrl()}${prefix}/practice?seats=paid&session_id={CHECKOUT_SESSION_ID}`,
    locale: language === 'de' ? 'de' : language === 'en' ? 'en' : 'auto',
  })
  if (!session.client_secret)
    throw new Error('Stripe returned no client secret for the seat checkout session')
  return { clientSecret: session.client_secret }
}

/**
 * A Stripe customer portal session for the practice's seat subscription (owner only): the
 * owner changes the number of seats, the payment method, downloads invoices or cancels.
 * Returns to `/practice`. 409 `seats_not_subscribed` before the first checkout.
 */
export async function createSeatPortal(
  payload: Payload,
  stripe: Stripe,
  reader: TypedUser,
  practiceId: number,
): Promise<{ url: string } | PracticeRefusal> {
  const practice = await ownedPractice(payload, reader, practiceId)
  if ('code' in practice) return practice
  if (!practice.stripeCustomerId) return { status: 409, code: 'seats_not_subscribed' }
  const session = await stripe.billingPortal.sessions.create({
    customer: practice.stripeCustomerId,
    return_url: `${siteUrl()}/practice`,
  })
  return { url: session.url }
}
