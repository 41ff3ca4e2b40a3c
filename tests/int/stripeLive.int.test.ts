import { describe, expect, it } from 'vitest'
import Stripe from 'stripe'

import { ensureMembershipPrice } from '@/lib/stripe/price'

const liveKey = process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_')
  ? process.env.STRIPE_SECRET_KEY
  : null

/**
 * Against Stripe's real test mode, only when STRIPE_SECRET_KEY is a test key (`sk_test_…`):
 * the yearly price exists (or is created) and an embedded subscription checkout session
 * can be opened with card and SEPA debit.
 */
describe.skipIf(!liveKey)('Stripe test mode (live, optional)', () => {
  it('creates an embedded checkout session for the yearly membership price', async () => {
    const stripe = new Stripe(liveKey!)
    const { priceId } = await ensureMembershipPrice(stripe)
    const price = await stripe.prices.retrieve(priceId)
    expect(price).toMatchObject({
      unit_amount: 30000,
      currency: 'eur',
      recurring: { interval: 'year' },
    })
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      line_items: [{ price: priceId, quantity: 1 }],
      allowed_payment_method_types: ['card', 'sepa_debit'],
      return_url: 'https://dentaljournal.example/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    })
    expect(session.client_secret).toBeTruthy()
  })
})
