import { z } from 'zod'

import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload'
import { stripeClient } from '@/lib/stripe/client'
import { CHECKOUT_NOT_FOUND, PAYMENTS_NOT_CONFIGURED } from '@/lib/stripe/messages'
import { completeCheckout } from '@/lib/stripe/sync'

const sessionId = z.string().regex(/^cs_[A-Za-z0-9_]{8,200}$/)

/**
 * POST /api/stripe/checkout-session/{id} (issue 4): `/checkout-success` finishes the
 * checkout without waiting for the webhook (the same `completeCheckout`, idempotent), so
 * premium opens at once. Session ids are unguessable and known only to the payer.
 * - 200 `{ email, status }`: the checkout email (for the magic-link form) and the
 *   membership status
 * - 404 `{ message }`: unknown, unfinished or not a membership checkout
 */
export const POST = apiHandler(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const stripe = stripeClient()
    if (!stripe) return jsonError(503, PAYMENTS_NOT_CONFIGURED)
    const id = sessionId.safeParse((await params).id)
    if (!id.success) return jsonError(404, CHECKOUT_NOT_FOUND)
    let done
    try {
      done = await completeCheckout(await payloadClient(), stripe, id.data)
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404)
        return jsonError(404, CHECKOUT_NOT_FOUND)
      throw error
    }
    if (!done) return jsonError(404, CHECKOUT_NOT_FOUND)
    return Response.json(
      { email: done.email, status: done.membership.status },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  },
)
