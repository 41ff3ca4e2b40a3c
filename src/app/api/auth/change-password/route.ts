import { signedIn } from '@/lib/api/guards'
import { route } from '@/lib/api/route'
import { jsonError } from '@/lib/api/respond'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { payloadErrorStatus } from '@/lib/auth/payloadErrors'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { issueSession, revokeAllSessions } from '@/lib/auth/session'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

/**
 * POST /api/auth/change-password (the `/account/security` form). Body
 * `{ currentPassword, newPassword }` (new one at least 8 characters).
 * - 200 `{ message: 'Passwort erfolgreich geändert' }` with a fresh session cookie: every
 *   other session of the account ends and a notice is mailed.
 * - 400 `{ message: 'Aktuelles Passwort falsch' }`: the current password does not sign in;
 *   or invalid input.
 * - 401 `{ message: 'Nicht angemeldet' }`.
 * - 429 `{ code, message }`: more than RATE_LIMITS.changePassword tries.
 */
export const POST = route(
  { guard: signedIn, body: apiAuthSchemas.changePassword },
  async ({ reader, body }) => {
    const payload = await payloadClient()
    const retryAfter = await consumeRateLimit(payload, 'changePassword', { user: reader.id })
    if (retryAfter) return tooManyRequests(retryAfter)

    try {
      await payload.login({
        collection: 'users',
        data: { email: reader.email, password: body.currentPassword },
        ...asServer('Password change: the current password is checked as a sign-in would.'),
      })
    } catch (error) {
      const status = payloadErrorStatus(error)
      if (status === 401 || status === 400)
        return jsonError(400, 'current_password_wrong', AUTH_MESSAGES.currentPasswordWrong)
      throw error
    }
    await payload.update({
      collection: 'users',
      id: reader.id,
      data: { password: body.newPassword },
      ...asServer(
        'Password flow: the current password was just checked; the server sets the new one.',
      ),
    })
    await revokeAllSessions(payload, reader.id)
    const session = await issueSession(payload, reader.id)
    afterResponse('password changed mail', () => sendAuthEmail(payload, reader, 'passwordChanged'))
    const response = Response.json({ message: AUTH_MESSAGES.passwordChanged })
    for (const cookie of session.cookies) response.headers.append('Set-Cookie', cookie)
    return response
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
