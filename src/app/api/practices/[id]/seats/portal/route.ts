import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { createSeatPortal } from '@/lib/practices/seatCheckout'
import { stripeClient } from '@/lib/stripe/client'

/**
 * POST /api/practices/{id}/seats/portal → 200 `{ url }`: a Stripe customer portal session
 * for the practice's seat subscription, where the owner changes the number of seats,
 * the payment method, downloads invoices or cancels. 401 visitor, 403
 * `practice_owner_only` for a manager, 404 `practice_not_found` for everyone else, 409
 * `seats_not_subscribed` before the first checkout, 503 `payments_not_configured`.
 */
export const POST = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found' },
  async ({ reader, params }) => {
    const stripe = stripeClient()
    if (!stripe) return jsonError(503, 'payments_not_configured')
    const outcome = await createSeatPortal(await payloadClient(), stripe, reader, params.id)
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk(outcome, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
