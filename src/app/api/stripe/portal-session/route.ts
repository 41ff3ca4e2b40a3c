import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { readerFrom } from '@/lib/auth/reader'
import { siteUrl } from '@/lib/site/url'
import { customerFor } from '@/lib/stripe/checkout'
import { stripeClient } from '@/lib/stripe/client'
import { NO_STRIPE_CUSTOMER, PAYMENTS_NOT_CONFIGURED } from '@/lib/stripe/messages'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/stripe/portal-session: a Stripe customer portal session where a
 * member cancels, changes the payment method or downloads invoices; it returns to
 * `/doctor-dashboard`.
 * - 200 `{ url }` to open
 * - 401 `{ message: 'Nicht angemeldet' }`; 404 `{ code, message }` when the account never paid
 *   online; 503 `{ code, message }` when payments are not configured
 */
export const POST = apiHandler(async (request: Request): Promise<Response> => {
  const stripe = stripeClient()
  if (!stripe) return jsonError(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED)
  const reader = await readerFrom(request.headers)
  if (!reader) return jsonError(401, 'not_signed_in')
  const customer = await customerFor(stripe, reader)
  if (!customer) return jsonError(404, 'no_online_membership', NO_STRIPE_CUSTOMER)
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${siteUrl()}/doctor-dashboard`,
  })
  return Response.json({ url: session.url }, { headers: { 'Cache-Control': 'private, no-store' } })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
