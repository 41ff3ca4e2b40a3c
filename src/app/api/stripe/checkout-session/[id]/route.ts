import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { readerFrom } from '@/lib/auth/reader'
import { payloadClient } from '@/lib/payload'
import { verifyCheckout } from '@/lib/stripe/checkoutOutcome'
import { stripeClient } from '@/lib/stripe/client'
import {
  CHECKOUT_FOREIGN,
  CHECKOUT_NOT_FOUND,
  PAYMENTS_NOT_CONFIGURED,
} from '@/lib/stripe/messages'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/stripe/checkout-session/{id}: the state of a membership checkout as Stripe
 * reports it (`verifyCheckout`, the same check as `/checkout-success`); a complete session
 * is applied at once (idempotent, like the webhook), so premium opens without waiting for
 * the webhook. Session ids are unguessable and known only to the payer.
 * - 200 `{ state: 'paid' | 'processing' | 'noPaymentDue', email, hasPremium, validUntil }`
 *   (`validUntil` ISO 8601 or null) or `{ state: 'open' | 'expired' }`
 * - 403 `{ code, message }`: the session belongs to another account than the signed-in one
 * - 404 `{ code, message }`: unknown session, or not a membership checkout
 * - 503 `{ code, message }`: payments are not configured
 */
export const POST = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const stripe = stripeClient()
    if (!stripe) return jsonError(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED)
    const outcome = await verifyCheckout(
      await payloadClient(),
      stripe,
      (await params).id,
      await readerFrom(request.headers),
    )
    switch (outcome.state) {
      case 'notConfigured':
        return jsonError(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED)
      case 'unknown':
        return jsonError(404, 'checkout_not_found', CHECKOUT_NOT_FOUND)
      case 'foreign':
        return jsonError(403, 'checkout_other_account', CHECKOUT_FOREIGN)
      case 'open':
      case 'expired':
        return jsonOk({ state: outcome.state }, { private: true })
      default: {
        const { state, email, hasPremium, validUntil } = outcome
        return jsonOk({ state, email, hasPremium, validUntil }, { private: true })
      }
    }
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
