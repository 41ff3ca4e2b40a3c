import { route } from '@/lib/api/route'
import { jsonOk } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { invitationRequestSchema } from '@/lib/invitations/requestSchema'
import { INVITATION_REQUEST_RECEIVED } from '@/lib/invitations/requests'
import { submitInvitationRequest } from '@/lib/invitations/submitRequest'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'

const body = invitationRequestSchema()

/**
 * POST /api/auth/invitation-requests: a dentist without an invitation code asks for one.
 * Body `{ firstName, lastName, email, practice, city, licence, consent: true, language? }`.
 * - 202 `{ message }` (neutral, the same for every address): the request is stored for an
 *   administrator and confirmed by mail; an address that already has an account gets a
 *   notice instead and no request (`submitInvitationRequest`, run after the answer so its
 *   timing tells nothing either)
 * - 400 `{ message, issues }`: missing or invalid fields (German texts), consent not given
 * - 429 `{ code, message }` with Retry-After: RATE_LIMITS.invitationRequest per address or IP
 */
export const POST = route({ body: body }, async ({ request, body }) => {
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'invitationRequest', {
    ip: clientIp(request.headers),
    email: body.email,
  })
  if (retryAfter) return tooManyRequests(retryAfter)
  afterResponse('invitation request', () => submitInvitationRequest(payload, body))
  return jsonOk({ message: INVITATION_REQUEST_RECEIVED }, { status: 202, private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
