import { jsonError } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { methodsNotAllowed } from '@/lib/api/methods'
import { PIXEL_GIF } from '@/lib/newsletter/measuring/constants'
import { recordOpen } from '@/lib/newsletter/measuring/record'
import { openQuery } from '@/lib/newsletter/measuring/schemas'
import { deliveryIdOfOpenToken } from '@/lib/newsletter/measuring/signedLinks'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/newsletter/open?t=… — the open pixel of a newsletter mail sent with measuring
 * (only to subscribers who consented to it, docs/security.md "Newsletter measuring").
 * - 200 a transparent 1×1 GIF with `Cache-Control: no-store` (each load reaches the
 *   server); the delivery's first open time is written when its subscriber still consents.
 * - 400 `{ code: 'newsletter_link_invalid', message }`: no token, or a malformed or forged
 *   one (checked by HMAC before any database read).
 * - 404 `{ code: 'not_found', message }`: a genuine token whose delivery no longer exists.
 * Nothing about the reader is stored (no IP address, no user agent).
 */
export const GET = route(
  {
    query: openQuery,
    invalidQuery: {
      code: 'newsletter_link_invalid',
      message: NEWSLETTER_MESSAGES.unsubscribeInvalid,
    },
  },
  async ({ query }) => {
    const payload = await payloadClient()
    const deliveryId = deliveryIdOfOpenToken(query.t, payload.secret)
    if (!deliveryId)
      return jsonError(400, 'newsletter_link_invalid', NEWSLETTER_MESSAGES.unsubscribeInvalid)
    if ((await recordOpen(payload, deliveryId)) === 'unknown') return jsonError(404, 'not_found')
    return new Response(new Uint8Array(PIXEL_GIF), {
      headers: {
        'Content-Type': 'image/gif',
        'Content-Length': String(PIXEL_GIF.length),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
