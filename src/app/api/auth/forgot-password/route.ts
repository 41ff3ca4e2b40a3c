import { route } from '@/lib/api/route'
import { clientIp } from '@/lib/auth/clientIp'
import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { findUserByEmail } from '@/lib/auth/users'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

/**
 * POST /api/auth/forgot-password. Body `{ email }`.
 * - 200 `{ message }` (neutral): for an address with an account, Payload creates a reset
 *   token (valid 1 hour) and a link to `/reset-password` is mailed; for any other address
 *   nothing happens and the answer is the same.
 * - 400 `{ code, message }`: missing or invalid email.
 * - 429 `{ code, message }`: more than RATE_LIMITS.forgotPassword requests for this email or IP.
 */
export const POST = route({ body: apiAuthSchemas.emailOnly }, async ({ request, body }) => {
  const { email } = body
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'forgotPassword', {
    ip: clientIp(request.headers),
    email,
  })
  if (retryAfter) return tooManyRequests(retryAfter)

  afterResponse('password reset', async () => {
    const user = await findUserByEmail(payload, email)
    if (!user) return
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      ...asServer('Password reset request: nobody is signed in; the server issues the token.'),
    })
    if (token)
      await sendAuthEmail(payload, user, 'resetPassword', {
        url: authLink('resetPassword', user.language, token),
      })
  })
  return Response.json({ message: AUTH_MESSAGES.resetSent })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
