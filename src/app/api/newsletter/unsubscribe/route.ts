import { NextResponse } from 'next/server'

import { MAX_JSON_BODY_BYTES } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { readTextAtMost } from '@/lib/http/boundedBody'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { newsletterPageLink } from '@/lib/newsletter/links'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages'
import { unsubscribeQuery } from '@/lib/newsletter/schemas'
import { subscriberForUnsubscribeToken, unsubscribe } from '@/lib/newsletter/unsubscribe'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * Whether a POST body is RFC 8058's `List-Unsubscribe=One-Click`, sent form-urlencoded or
 * as multipart/form-data. A body over MAX_JSON_BODY_BYTES (declared or read) is not: it is
 * refused before it is read, or its upload is cancelled at that size.
 */
async function isOneClickBody(request: Request): Promise<boolean> {
  const text = await readTextAtMost(request, MAX_JSON_BODY_BYTES)
  if (text === null) return false
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(text, { headers: { 'content-type': contentType } })
      .formData()
      .catch(() => null)
    return form?.get('List-Unsubscribe') === 'One-Click'
  }
  return new URLSearchParams(text).get('List-Unsubscribe') === 'One-Click'
}

/**
 * GET /api/newsletter/unsubscribe?token=… — the `List-Unsubscribe` URL opened in a
 * browser (or fetched by a mail scanner): changes nothing and answers 303 with the
 * unsubscribe page in the subscriber's language, which has the button (RFC 8058 §3.2:
 * a GET must not unsubscribe).
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const subscriber = await subscriberForUnsubscribeToken(await payloadClient(), token)
  const response = NextResponse.redirect(
    newsletterPageLink('unsubscribe', subscriber?.locale, token),
    303,
  )
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Referrer-Policy', 'no-referrer')
  return response
})

/**
 * POST /api/newsletter/unsubscribe?token=… with the body `List-Unsubscribe=One-Click`
 * (RFC 8058 one-click unsubscribe; sent by mail clients from the List-Unsubscribe-Post
 * header and by the page's button). No cookie, sign-in or further step; never a redirect.
 * - 200 `{ message }`: unsubscribed (also when already unsubscribed).
 * - 400 `{ code: 'newsletter_link_invalid', message }`: no token, an unknown or forged
 *   token; `{ code: 'one_click_body_required', message }`: another body.
 * Not rate-limited: forged tokens fail the HMAC check before any database read, and
 * mail providers send many of these from few addresses.
 */
export const POST = route(
  {
    query: unsubscribeQuery,
    invalidQuery: {
      code: 'newsletter_link_invalid',
      message: NEWSLETTER_MESSAGES.unsubscribeInvalid,
    },
  },
  async ({ request, query }) => {
    if (!(await isOneClickBody(request)))
      return jsonError(400, 'one_click_body_required', NEWSLETTER_MESSAGES.oneClickBodyRequired)
    const subscriber = await unsubscribe(await payloadClient(), query.token)
    if (!subscriber)
      return jsonError(400, 'newsletter_link_invalid', NEWSLETTER_MESSAGES.unsubscribeInvalid)
    return jsonOk({ message: NEWSLETTER_MESSAGES.unsubscribed }, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
