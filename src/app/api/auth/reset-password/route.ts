import { route } from '@/lib/api/route'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { userIdForResetToken } from '@/lib/auth/passwordReset'
import { payloadErrorStatus } from '@/lib/auth/payloadErrors'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { revokeAllSessions } from '@/lib/auth/session'
import { markEmailVerified } from '@/lib/auth/users'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

/**
 * POST /api/auth/reset-password. Body `{ token, password }`
 * (password at least 8 characters).
 * - 200 `{ message: 'Passwort erfolgreich aktualisiert' }`: the password is set, the link
 *   is used up, every session of the account ends, the address counts as verified and a
 *   notice is mailed. The page then sends the user to `/sign-in?reset=ok`.
 * - 400 `{ code, message }`: too short a password, or an invalid, expired or used link.
 * - 429 `{ code, message }`: too many attempts from this IP.
 */
export const POST = route({ body: apiAuthSchemas.resetPassword }, async ({ request, body }) => {
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'token', { ip: clientIp(request.headers) })
  if (retryAfter) return tooManyRequests(retryAfter)

  const userId = await userIdForResetToken(payload, body.token)
  if (userId === null) return jsonError(400, 'reset_link_invalid', AUTH_MESSAGES.resetInvalid)
  try {
    await payload.resetPassword({
      collection: 'users',
      data: { token: body.token, password: body.password },
      ...asServer('Password reset: nobody is signed in; the reset token is the proof.'),
    })
  } catch (error) {
    // The link was used or expired since the check above (two submits at once).
    if (payloadErrorStatus(error) === 403)
      return jsonError(400, 'reset_link_invalid', AUTH_MESSAGES.resetInvalid)
    throw error
  }
  await revokeAllSessions(payload, userId)
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    ...asServer('Password reset, nobody signed in: the account whose link was just used.'),
    showHiddenFields: true,
  })
  if (!user._verified || !user.emailVerifiedAt) await markEmailVerified(payload, user)
  afterResponse('password changed mail', () => sendAuthEmail(payload, user, 'passwordChanged'))
  return Response.json({ message: AUTH_MESSAGES.resetDone })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
