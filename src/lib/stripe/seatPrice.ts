import type Stripe from 'stripe'

import { MEMBERSHIP_PRICE_CENTS } from './config'
import { ensureYearlyPrice, membershipPriceId } from './price'

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
  const { priceId } = await ensureYearlyPrice(
    stripe,
    seatPriceLookupKey(teamSeatPriceCents),
    teamSeatPriceCents,
    'Dentaljournal Teamplatz',
  )
  return priceId
}
