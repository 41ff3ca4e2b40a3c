import { route } from '@/lib/api/route'
import { clientIp } from '@/lib/auth/clientIp'
import { linkBrowserCookie } from '@/lib/auth/linkBrowser'
import { authLink } from '@/lib/auth/links'
import { createMagicLinkToken } from '@/lib/auth/magicLink'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { findUserByEmail } from '@/lib/auth/users'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/auth/magic-link. Body `{ email }`.
 * - 200 `{ message }` (neutral): when the address has an account, a one-time link valid
 *   1 hour is mailed to it, opening `/account`. For an unknown address nothing
 *   is created or sent, and the answer is the same; the work happens after the response.
 *   Every 200 sets the HTTP-only browser cookie (`linkBrowser.ts`): the link signs in at
 *   once only in this browser, anywhere else after a confirmation.
 * - 400 `{ code, message }`: missing or invalid email ('Bitte geben Sie Ihre E-Mail-Adresse ein').
 * - 429 `{ code, message }`: more than RATE_LIMITS.magicLink requests for this email or IP.
 */
export const POST = route({ body: apiAuthSchemas.emailOnly }, async ({ request, body }) => {
  const { email } = body
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'magicLink', {
    ip: clientIp(request.headers),
    email,
  })
  if (retryAfter) return tooManyRequests(retryAfter)

  const browser = linkBrowserCookie(request.headers)
  afterResponse('magic link', async () => {
    const user = await findUserByEmail(payload, email)
    if (!user) return
    const token = await createMagicLinkToken(payload, user, new Date(), browser.id)
    await sendAuthEmail(payload, user, 'magicLink', {
      url: authLink('account', user.language, token),
    })
  })
  const response = Response.json({ message: AUTH_MESSAGES.magicLinkSent })
  response.headers.append('Set-Cookie', browser.setCookie)
  return response
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
