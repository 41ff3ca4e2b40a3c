/**
 * `npm run stripe:setup`: creates the membership product and its yearly price (300 EUR,
 * lookup key `dentaljournal_membership_yearly`) in the Stripe account of
 * STRIPE_SECRET_KEY, unless it exists; safe to run again. Prints the price id, which
 * may also be set as STRIPE_PRICE_ID.
 */
import { stripeClient } from '../src/lib/stripe/client'
import { ensureMembershipPrice } from '../src/lib/stripe/price'
import { loadDotEnv } from './lib/database'

loadDotEnv()
const stripe = stripeClient()
if (!stripe) {
  console.error('[stripe:setup] STRIPE_SECRET_KEY is not set (see .env.example)')
  process.exit(1)
}
const { priceId, created } = await ensureMembershipPrice(stripe)
console.log(`[stripe:setup] ${created ? 'created' : 'found'} price ${priceId}`)
