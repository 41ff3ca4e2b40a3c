'use client'

import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useMemo } from 'react'

import { Card } from '@/components/ui/Card'

/**
 * Stripe's Embedded Checkout for a session our server created (`clientSecret`), loaded
 * with the browser key `publishableKey`. Used by the membership and the team seat checkout.
 */
export function EmbeddedCheckoutCard({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string
  clientSecret: string
}) {
  const stripe = useMemo<Promise<Stripe | null>>(() => loadStripe(publishableKey), [publishableKey])
  return (
    <Card padding="none" className="p-2" data-testid="embedded-checkout">
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </Card>
  )
}
