import Stripe from 'stripe'

import { stripeSettings } from './config'

let cached: { key: string; base: string | null; client: Stripe } | undefined

/**
 * The Stripe client (official `stripe` library) for STRIPE_SECRET_KEY, or null when
 * payments are not configured. STRIPE_API_BASE points it at another host (the tests'
 * local stand-in) through the library's `host`/`port`/`protocol` options.
 */
export function stripeClient(): Stripe | null {
  const { secretKey, apiBase } = stripeSettings()
  if (!secretKey) return null
  if (cached?.key === secretKey && cached.base === apiBase) return cached.client
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, appInfo: { name: 'Dentaljournal' } }
  if (apiBase) {
    const url = new URL(apiBase)
    options.host = url.hostname
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80)
    options.protocol = url.protocol === 'http:' ? 'http' : 'https'
  }
  cached = { key: secretKey, base: apiBase, client: new Stripe(secretKey, options) }
  return cached.client
}
