import { NextResponse } from 'next/server'

import type { ApiErrorCode } from '@/lib/api/errorCodes'
import type { ApiErrorBody } from '@/lib/api/respond'

import { route } from '@/lib/api/route'
import { jsonOk } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { confirmSubscription } from '@/lib/newsletter/confirm'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages'
import { confirmBody } from '@/lib/newsletter/schemas'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/newsletter/confirm (double opt-in). Body `{ token }` from the
 * confirmation link. Sent by the button on `/newsletter/confirm`, never by opening the
 * link: mail scanners fetch links with GET, and a GET must not give consent.
 * - 200 `{ message, status: 'confirmed' }`: the subscriber is confirmed, with `consentAt`
 *   and a keyed hash of this request's IP as the proof of consent.
 * - 400 `{ message, reason: 'expired' | 'invalid' }`: the link is older than 7 days, or
 *   unknown, used or replaced by a newer one; nothing changes.
 * - 429 `{ code, message }`: more than RATE_LIMITS.token requests from this IP.
 */
export const POST = route({ body: confirmBody }, async ({ request, body }) => {
  const payload = await payloadClient()
  const ip = clientIp(request.headers)
  const retryAfter = await consumeRateLimit(payload, 'token', { ip })
  if (retryAfter) return tooManyRequests(retryAfter)

  const state = await confirmSubscription(payload, body.token, ip)
  if (state === 'valid')
    return jsonOk(
      { message: NEWSLETTER_MESSAGES.confirmed, status: 'confirmed' },
      { private: true },
    )
  const message =
    state === 'expired' ? NEWSLETTER_MESSAGES.confirmExpired : NEWSLETTER_MESSAGES.confirmInvalid
  return NextResponse.json(
    {
      code: state === 'expired' ? 'newsletter_link_expired' : 'newsletter_link_invalid',
      message,
      reason: state,
    } satisfies Omit<ApiErrorBody, 'code'> & { code: ApiErrorCode; reason: string },
    { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
  )
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
