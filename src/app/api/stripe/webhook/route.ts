import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { PROXY_MAX_BODY_BYTES, readTextAtMost } from '@/lib/http/boundedBody'
import { payloadClient } from '@/lib/payload'
import { stripeClient } from '@/lib/stripe/client'
import { stripeSettings } from '@/lib/stripe/config'
import { handleStripeEvent } from '@/lib/stripe/webhook'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/stripe/webhook: Stripe's event notifications. The signature in
 * `Stripe-Signature` is verified on the raw body with STRIPE_WEBHOOK_SECRET.
 * - 200 `{ received: true, result }` (processed, duplicate or ignored)
 * - 409 `{ code, message }`: another delivery of the same event is being applied; Stripe retries
 * - 400 `{ code, message }`: missing or invalid signature
 * - 413 `{ code, message }`: a body over PROXY_MAX_BODY_BYTES (refused before it is read)
 * - 503 `{ code, message }`: Stripe is not configured
 * - 500: applying failed; Stripe retries the delivery
 */
export const POST = apiHandler(async (request: Request): Promise<Response> => {
  const stripe = stripeClient()
  const { webhookSecret } = stripeSettings()
  if (!stripe || !webhookSecret)
    return jsonError(503, 'payments_not_configured', 'Stripe is not configured')
  const signature = request.headers.get('stripe-signature')
  if (!signature)
    return jsonError(400, 'webhook_signature_invalid', 'Missing Stripe-Signature header')
  // Stripe's events are a few kilobytes (their documented upper bound is far below this).
  const body = await readTextAtMost(request, PROXY_MAX_BODY_BYTES)
  if (body === null) return jsonError(413, 'body_too_large', 'Request body too large')
  let event
  try {
    event = stripe.webhooks.constructEvent(body, signature, webhookSecret)
  } catch {
    return jsonError(400, 'webhook_signature_invalid', 'Invalid webhook signature')
  }
  const result = await handleStripeEvent(await payloadClient(), stripe, event)
  if (result === 'busy')
    return jsonError(409, 'webhook_busy', 'Event is being processed by another delivery')
  return Response.json({ received: true, result })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
