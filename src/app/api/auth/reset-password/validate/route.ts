import { route } from '@/lib/api/route'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { userIdForResetToken } from '@/lib/auth/passwordReset'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/auth/reset-password/validate (the reset page opens its form only for a
 * valid link). Body `{ token }`. Checks without using it up.
 * - 200 `{ valid: true }`
 * - 400 `{ message: 'Der Zurücksetzungslink ist ungültig oder abgelaufen.' }`
 * - 429 `{ code, message }`: too many attempts from this IP.
 */
export const POST = route(
  {
    body: apiAuthSchemas.token,
    invalidBody: { code: 'reset_link_invalid', message: AUTH_MESSAGES.resetInvalid },
  },
  async ({ request, body }) => {
    const payload = await payloadClient()
    const retryAfter = await consumeRateLimit(payload, 'token', { ip: clientIp(request.headers) })
    if (retryAfter) return tooManyRequests(retryAfter)
    if ((await userIdForResetToken(payload, body.token)) === null)
      return jsonError(400, 'reset_link_invalid', AUTH_MESSAGES.resetInvalid)
    return Response.json({ valid: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
