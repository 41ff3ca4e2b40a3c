import { route } from '@/lib/api/route'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { resolveLinkTarget } from '@/lib/auth/linkPreview'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { signedInResponse } from '@/lib/auth/respond'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { issueSession } from '@/lib/auth/session'
import { redeemVerificationToken } from '@/lib/auth/verification'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

/**
 * POST /api/auth/verify-email: the `/verify-email` page redeems the
 * token from the verification link. Body `{ token, confirmed? }`.
 * - 200 `SignedInBody` and the session cookie: the address is verified and the user
 *   signed in, so the page can go on to `/doctor-dashboard`.
 * - 409 `{ code: 'confirmation_required', message }`: `confirmed: true` is missing and this
 *   browser is not already signed in to the link's account (the page first asks
 *   "Als d…@praxis.de anmelden?"). Nothing is used up.
 * - 400 `{ code: 'link_invalid', message: 'Der Verifikationslink ist ungültig oder
 *   abgelaufen.' }` for an unknown, already used or replaced token, or one sent more than
 *   24 hours ago (VERIFICATION_LINK_TTL_HOURS).
 * - 429 `{ code, message }`: too many attempts from this IP.
 */
export const POST = route(
  {
    body: apiAuthSchemas.redeemLink,
    invalidBody: { code: 'link_invalid', message: AUTH_MESSAGES.verifyInvalid },
  },
  async ({ request, body }) => {
    const payload = await payloadClient()
    const retryAfter = await consumeRateLimit(payload, 'token', { ip: clientIp(request.headers) })
    if (retryAfter) return tooManyRequests(retryAfter)

    const invalid = () => jsonError(400, 'link_invalid', AUTH_MESSAGES.verifyInvalid)
    const target = await resolveLinkTarget(payload, 'verify', body.token, request.headers)
    if (!target) return invalid()
    if (target.preview.needsConfirmation && body.confirmed !== true)
      return jsonError(409, 'confirmation_required', AUTH_MESSAGES.linkNeedsConfirmation)

    const userId = await redeemVerificationToken(payload, body.token)
    if (userId === null) return invalid()
    const session = await issueSession(payload, userId)
    return signedInResponse(
      payload,
      await payload.findByID({
        collection: 'users',
        id: userId,
        depth: 0,
        ...asServer(
          'E-mail verification, no session yet: the account the verified token belongs to.',
        ),
      }),
      session,
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
