import type { SeatCheckoutAnswer } from '@/lib/api/contract/practices'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { languageOrDefault } from '@/lib/auth/users'
import { payloadClient } from '@/lib/payload'
import { createSeatCheckout } from '@/lib/practices/seatCheckout'
import { seatsBody } from '@/lib/practices/schemas'
import { stripeClient } from '@/lib/stripe/client'

/**
 * POST /api/practices/{id}/seats/checkout `{ seats }` → 200 `{ clientSecret }` for Stripe's
 * Embedded Checkout: the owner buys `seats` team seats (1–200) as a yearly subscription
 * billed to the practice (docs/product.md, "Team seats"). 400 invalid number, 401 visitor,
 * 403 `practice_owner_only` for a manager, 404 `practice_not_found` for everyone else, 409
 * `seats_subscription_exists` (change the quantity in the portal), 503
 * `payments_not_configured`.
 */
export const POST = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found', body: seatsBody },
  async ({ reader, params, body }) => {
    const stripe = stripeClient()
    if (!stripe) return jsonError(503, 'payments_not_configured')
    const outcome = await createSeatCheckout(
      await payloadClient(),
      stripe,
      reader,
      params.id,
      body.seats,
      languageOrDefault(reader.language ?? undefined) ?? 'de',
    )
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk<SeatCheckoutAnswer>(outcome, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
