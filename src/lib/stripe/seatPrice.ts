import type Stripe from 'stripe'

import { MEMBERSHIP_CURRENCY, MEMBERSHIP_PRICE_CENTS } from './config'
import { membershipPriceId } from './price'

/** Lookup key of the yearly team seat price of `cents` (one Stripe price per amount). */
export const seatPriceLookupKey = (cents: number) => `dentaljournal_team_seat_yearly_${cents}`

/**
 * The Stripe price of one team seat per year (docs/product.md, "Team seats"): the single
 * membership's price (300 EUR) unless an admin set another team price in the studio
 * (`teamSeatPriceCents`, cents). A team price is a real Stripe price found by its lookup
 * key or created once, so the customer portal can change the quantity later. Returns the
 * price id; throws what Stripe throws.
 */
export async function seatPriceId(stripe: Stripe, teamSeatPriceCents: number | null) {
  if (teamSeatPriceCents === null || teamSeatPriceCents === MEMBERSHIP_PRICE_CENTS)
    return membershipPriceId(stripe)
  const lookupKey = seatPriceLookupKey(teamSeatPriceCents)
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
  if (data[0]) return data[0].id
  const price = await stripe.prices.create(
    {
      currency: MEMBERSHIP_CURRENCY,
      unit_amount: teamSeatPriceCents,
      recurring: { interval: 'year' },
      lookup_key: lookupKey,
      product_data: { name: 'Dentaljournal Teamplatz' },
    },
    { idempotencyKey: `create-${lookupKey}` },
  )
  return price.id
}
