import { AuthenticationError, LockedAuth, UnverifiedEmail } from 'payload'

import type { User } from '@payload-types'
import { apiHandler } from '@/lib/api/handler'
import { parseJsonBody } from '@/lib/api/body'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { consumeRateLimit, RATE_LIMITS, resetRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { signedInResponse } from '@/lib/auth/respond'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { sessionCookie } from '@/lib/auth/session'
import { simulatePasswordCheck } from '@/lib/auth/timing'
import { findUserByEmail } from '@/lib/auth/users'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'

/**
 * POST /api/auth/sign-in (spec §2 Sign-in, password mode). Body `{ email, password }`.
 * - 200 `SignedInBody` (user + `access_token`) and the HTTP-only session cookie.
 * - 401 `{ message }`: wrong email or password (one text for both; a missing account
 *   costs the same hashing time as a wrong password).
 * - 403 `{ message }`: the password was right but the address is not verified yet; the
 *   verification link is sent again.
 * - 429 `{ message }`: more than RATE_LIMITS.signIn attempts for this email or IP, or the
 *   account is locked (Payload locks after 5 failures): the same answer either way.
 */
export const POST = apiHandler(async (request: Request): Promise<Response> => {
  const body = await parseJsonBody(request, apiAuthSchemas.signIn)
  if ('response' in body) return body.response
  const { email, password } = body.data
  const payload = await payloadClient()
  const subject = { ip: clientIp(request.headers), email }
  const retryAfter = await consumeRateLimit(payload, 'signIn', subject)
  if (retryAfter) return tooManyRequests(retryAfter)

  if (!(await findUserByEmail(payload, email))) {
    await simulatePasswordCheck(password)
    return jsonError(401, AUTH_MESSAGES.invalidCredentials)
  }
  try {
    const { user, token, exp } = await payload.login({ collection: 'users', data: { email, password } })
    if (!token || !user || !exp) return jsonError(401, AUTH_MESSAGES.invalidCredentials)
    await resetRateLimit(payload, 'signIn', { email })
    return signedInResponse(user as User, { token, exp, cookie: sessionCookie(payload, token) })
  } catch (error) {
    if (error instanceof LockedAuth) return tooManyRequests(RATE_LIMITS.signIn.email.duration)
    if (error instanceof UnverifiedEmail) {
      const user = await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true, overrideAccess: true, limit: 1 })
      const pending = user.docs[0]
      if (pending?._verificationToken) {
        afterResponse('verification mail', () => sendAuthEmail(payload, pending, 'verifyEmail', { url: authLink('verifyEmail', pending.language, pending._verificationToken!) }))
      }
      return jsonError(403, AUTH_MESSAGES.unverified)
    }
    if (error instanceof AuthenticationError) return jsonError(401, AUTH_MESSAGES.invalidCredentials)
    throw error
  }
})
