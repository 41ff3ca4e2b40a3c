import { route } from '@/lib/api/route'
import { jsonOk } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages'
import { subscribeBody } from '@/lib/newsletter/schemas'
import { requestSubscription } from '@/lib/newsletter/subscribe'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/newsletter/subscribe (double opt-in). Body
 * `{ email, locale?, source?, audience? }` (locale `de` or `de-DE`, default de; source sidebar |
 * stay-updated | footer; audience doctor | patient, default doctor: the forms on patients'
 * pages send `patient`, so the address joins the patients' newsletter).
 * - 200 `{ message }`: the same neutral answer for a new, pending, confirmed or
 *   unsubscribed address (no enumeration). After the response, `requestSubscription`
 *   mails a confirmation link valid 7 days — except to an already confirmed address,
 *   which gets nothing.
 * - 400 `{ message, issues }`: missing or invalid email ('Bitte geben Sie Ihre E-Mail-Adresse ein'), unknown locale, source or audience.
 * - 429 `{ code, message }` with Retry-After (seconds): more than RATE_LIMITS.newsletter requests per email or IP.
 */
export const POST = route({ body: subscribeBody }, async ({ request, body }) => {
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'newsletter', {
    ip: clientIp(request.headers),
    email: body.email,
  })
  if (retryAfter) return tooManyRequests(retryAfter)

  afterResponse('newsletter subscribe', () => requestSubscription(payload, body))
  return jsonOk({ message: NEWSLETTER_MESSAGES.subscribeAccepted }, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
