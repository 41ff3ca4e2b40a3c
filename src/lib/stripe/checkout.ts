import type Stripe from 'stripe'

import type { SignedInReader } from '@/lib/auth/reader'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

import { membershipPriceId } from './price'

/**
 * The Stripe customer of a signed-in reader (reused across checkouts): the one stored on
 * the account by an earlier checkout, looked up in Stripe to skip a deleted one. Never
 * found by email: Stripe does not verify customer emails, and a stranger's checkout with
 * this reader's address must not become their customer (saved cards, invoices, portal).
 */
export async function customerFor(stripe: Stripe, reader: SignedInReader): Promise<string | null> {
  if (!reader.stripeCustomerId) return null
  try {
    const customer = await stripe.customers.retrieve(reader.stripeCustomerId)
    return customer.deleted ? null : customer.id
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null // removed in Stripe
    throw error
  }
}

/**
 * Creates the Embedded Checkout session of the yearly membership: subscription
 * mode, one price (300 EUR/year), allowed methods card (Apple Pay / Google Pay ride on it) and
 * SEPA direct debit, returning to `/checkout-success?session_id=…` in `language`. A
 * signed-in reader is the `client_reference_id` (also in the subscription metadata) and
 * their Stripe customer is reused when known. Returns the client secret for Stripe.js.
 */
export async function createMembershipCheckout(
  stripe: Stripe,
  reader: SignedInReader | null,
  language: string,
): Promise<string> {
  const customer = reader ? await customerFor(stripe, reader) : null
  const prefix = language === DEFAULT_LOCALE ? '' : `/${language}`
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    ui_mode: 'embedded_page',
    line_items: [{ price: await membershipPriceId(stripe), quantity: 1 }],
    allowed_payment_method_types: ['card', 'sepa_debit'],
    return_url: `${siteUrl()}${prefix}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
    locale: language === 'de' ? 'de' : language === 'en' ? 'en' : 'auto',
    ...(reader
      ? {
          client_reference_id: String(reader.id),
          subscription_data: { metadata: { userId: String(reader.id) } },
        }
      : {}),
    ...(customer ? { customer } : reader ? { customer_email: reader.email } : {}),
  })
  if (!session.client_secret)
    throw new Error('Stripe returned no client secret for the checkout session')
  return session.client_secret
}
