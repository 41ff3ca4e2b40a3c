import type { User } from '@payload-types'
import { route } from '@/lib/api/route'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { payloadErrorStatus } from '@/lib/auth/payloadErrors'
import { consumeRateLimit, forgetSuccessfulSignIn, tooManyRequests } from '@/lib/auth/rateLimit'
import { signedInResponse } from '@/lib/auth/respond'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { sessionCookies } from '@/lib/auth/session'
import { simulatePasswordCheck } from '@/lib/auth/timing'
import { findUserByEmail } from '@/lib/auth/users'
import { issueVerificationToken } from '@/lib/auth/verification'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

/**
 * POST /api/auth/sign-in (password sign-in). Body `{ email, password, bearer? }`.
 * - 200 `SignedInBody` (user, expiry) and the HTTP-only session cookie; with
 *   `bearer: true` instead the session as a Bearer token (`access_token`, 7 days) in the
 *   body and no cookie, for clients that cannot keep cookies.
 * - 401 `{ code, message }`: wrong email or password (one text for both; a missing account
 *   costs the same hashing time as a wrong password).
 * - 403 `{ code, message }`: the password was right but the address is not verified yet; a
 *   new verification link (valid 24 hours) is sent, and earlier ones stop working.
 * - 429 `{ code, message }` with Retry-After (seconds): RATE_LIMITS.signIn. After 5 failures
 *   for this address from this IP address each further try waits longer (1, 2, 4, …
 *   minutes, at most 1 hour); other IP addresses are not slowed down, so nobody can lock
 *   an owner out from elsewhere. Also past 30 tries from one IP in 10 minutes. Behaves the
 *   same whether or not the address has an account.
 */
export const POST = route({ body: apiAuthSchemas.signIn }, async ({ request, body }) => {
  const { email, password } = body
  const payload = await payloadClient()
  const subject = { ip: clientIp(request.headers), email }
  const retryAfter = await consumeRateLimit(payload, 'signIn', subject)
  if (retryAfter) return tooManyRequests(retryAfter)

  if (!(await findUserByEmail(payload, email))) {
    await simulatePasswordCheck(password)
    return jsonError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials)
  }
  try {
    const { user, token, exp } = await payload.login({
      collection: 'users',
      data: { email, password },
      ...asServer('Sign-in: nobody is signed in yet; the password is the proof.'),
    })
    if (!token || !user || !exp)
      return jsonError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials)
    await forgetSuccessfulSignIn(payload, subject)
    return signedInResponse(
      payload,
      user as User,
      { token, exp, cookies: sessionCookies(payload, token, exp) },
      { bearer: body.bearer === true },
    )
  } catch (error) {
    const status = payloadErrorStatus(error)
    if (status === 403) {
      const user = await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        showHiddenFields: true,
        ...asServer(
          'Sign-in, nobody signed in yet: why the login was refused (e.g. an unverified address).',
        ),
        limit: 1,
      })
      const pending = user.docs[0]
      if (pending && !pending._verified) {
        afterResponse('verification mail', async () =>
          sendAuthEmail(payload, pending, 'verifyEmail', {
            url: authLink(
              'verifyEmail',
              pending.language,
              await issueVerificationToken(payload, pending.id),
            ),
          }),
        )
      }
      return jsonError(403, 'email_unverified', AUTH_MESSAGES.unverified)
    }
    // 401 wrong password; 400 a password Payload refuses outright (e.g. only spaces)
    if (status === 401 || status === 400)
      return jsonError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials)
    throw error
  }
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
