/** Lookup key of the yearly membership price: found or created by `npm run stripe:setup`. */
export const MEMBERSHIP_PRICE_LOOKUP_KEY = 'dentaljournal_membership_yearly'
/** Membership price: 300 EUR per year, in cents. */
export const MEMBERSHIP_PRICE_CENTS = 30000
export const MEMBERSHIP_CURRENCY = 'eur'

/**
 * Stripe settings from the environment (see `.env.example`):
 * - STRIPE_SECRET_KEY: server key (`sk_live_…` / `sk_test_…`); unset = payments off
 * - NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: browser key for Embedded Checkout
 * - STRIPE_WEBHOOK_SECRET: signing secret of the `/api/stripe/webhook` endpoint (`whsec_…`)
 * - STRIPE_PRICE_ID: the yearly price; unset = looked up by MEMBERSHIP_PRICE_LOOKUP_KEY
 * - STRIPE_API_BASE: another API host, e.g. `http://127.0.0.1:12111` (tests' stand-in)
 */
export function stripeSettings() {
  return {
    secretKey: process.env.STRIPE_SECRET_KEY || null,
    publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || null,
    priceId: process.env.STRIPE_PRICE_ID || null,
    apiBase: process.env.STRIPE_API_BASE || null,
  }
}

/** Whether online payment can be offered: a secret and a publishable key are set. */
export function isCheckoutConfigured(): boolean {
  const { secretKey, publishableKey } = stripeSettings()
  return Boolean(secretKey && publishableKey)
}
