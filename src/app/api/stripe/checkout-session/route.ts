import { NextResponse } from 'next/server'
import { z } from 'zod'

import { isLocale } from '@/i18n/locales'
import type { CheckoutAnswer } from '@/lib/api/contract/membership'
import { jsonError } from '@/lib/api/respond'
import { route, type Guard } from '@/lib/api/route'
import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { readerFrom } from '@/lib/auth/reader'
import { payloadClient } from '@/lib/payload'
import { createMembershipCheckout } from '@/lib/stripe/checkout'
import { stripeClient } from '@/lib/stripe/client'
import { isCheckoutConfigured } from '@/lib/stripe/config'
import { OPEN_SUBSCRIPTION, PAYMENTS_NOT_CONFIGURED } from '@/lib/stripe/messages'
import { hasOpenSubscription } from '@/lib/membership/reads'
import { methodsNotAllowed } from '@/lib/api/methods'

const body = z.object({ language: z.string().max(8).optional() })

/** Stripe with a checkout price set up, else 503 `{ message: PAYMENTS_NOT_CONFIGURED }`. */
const checkoutConfigured: Guard<{
  stripe: NonNullable<ReturnType<typeof stripeClient>>
}> = async () => {
  const stripe = stripeClient()
  return stripe && isCheckoutConfigured()
    ? { stripe }
    : jsonError(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED)
}

/**
 * POST /api/stripe/checkout-session. Body `{ language? }` (page language).
 * - 200 `{ clientSecret }` for Stripe's Embedded Checkout
 * - 200 `{ existing: true, redirect: '/success?existing=true' }` when the signed-in user
 *   is already a member (no second payment)
 * - 409 `{ code, message }`: the user has a subscription that is not active but not ended
 *   either (payment open): they settle it in the customer portal instead of paying twice
 * - 429 too many checkouts from this IP; 503 `{ code, message }` when payments are not configured
 */
export const POST = route(
  { guard: checkoutConfigured, body },
  async ({ request, stripe, body }) => {
    const payload = await payloadClient()
    const retryAfter = await consumeRateLimit(payload, 'checkout', {
      ip: clientIp(request.headers),
    })
    if (retryAfter) return tooManyRequests(retryAfter)
    const reader = await readerFrom(request.headers)
    if (reader?.hasPremium)
      return NextResponse.json<CheckoutAnswer>({
        existing: true,
        redirect: '/success?existing=true',
      })
    if (reader && (await hasOpenSubscription(payload, reader)))
      return jsonError(409, 'subscription_payment_open', OPEN_SUBSCRIPTION)
    const language = isLocale(body.language) ? body.language : 'de'
    return NextResponse.json<CheckoutAnswer>(
      { clientSecret: await createMembershipCheckout(stripe, reader, language) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
