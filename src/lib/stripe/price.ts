import type Stripe from 'stripe'

import {
  MEMBERSHIP_CURRENCY,
  MEMBERSHIP_PRICE_CENTS,
  MEMBERSHIP_PRICE_LOOKUP_KEY,
  stripeSettings,
} from './config'

/**
 * The id of the yearly membership price: STRIPE_PRICE_ID, else the active price with
 * the lookup key MEMBERSHIP_PRICE_LOOKUP_KEY. Throws when neither exists (run
 * `npm run stripe:setup`).
 */
export async function membershipPriceId(stripe: Stripe): Promise<string> {
  const configured = stripeSettings().priceId
  if (configured) return configured
  const { data } = await stripe.prices.list({
    lookup_keys: [MEMBERSHIP_PRICE_LOOKUP_KEY],
    active: true,
    limit: 1,
  })
  if (!data[0])
    throw new Error(
      `No Stripe price with lookup key ${MEMBERSHIP_PRICE_LOOKUP_KEY}: set STRIPE_PRICE_ID or run npm run stripe:setup`,
    )
  return data[0].id
}

/**
 * The active yearly price with `lookupKey`, created once (with its product `productName`,
 * `cents` in EUR) when none exists; safe to run any number of times. Returns its id and
 * whether it was created now.
 */
export async function ensureYearlyPrice(
  stripe: Stripe,
  lookupKey: string,
  cents: number,
  productName: string,
): Promise<{ priceId: string; created: boolean }> {
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
  if (data[0]) return { priceId: data[0].id, created: false }
  const price = await stripe.prices.create(
    {
      currency: MEMBERSHIP_CURRENCY,
      unit_amount: cents,
      recurring: { interval: 'year' },
      lookup_key: lookupKey,
      product_data: { name: productName },
    },
    { idempotencyKey: `create-${lookupKey}` },
  )
  return { priceId: price.id, created: true }
}

/**
 * Creates the membership product and its yearly price (30000 cents EUR) unless a price
 * with the lookup key exists; safe to run any number of times. Returns the price id.
 */
export const ensureMembershipPrice = (stripe: Stripe) =>
  ensureYearlyPrice(
    stripe,
    MEMBERSHIP_PRICE_LOOKUP_KEY,
    MEMBERSHIP_PRICE_CENTS,
    'Dentaljournal Premium-Mitgliedschaft',
  )
