import { jsonError } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { methodsNotAllowed } from '@/lib/api/methods'
import { recordClick } from '@/lib/newsletter/measuring/record'
import { clickQuery } from '@/lib/newsletter/measuring/schemas'
import { clickSignatureMatches } from '@/lib/newsletter/measuring/signedLinks'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages'
import { payloadClient } from '@/lib/payload'

const invalid = {
  code: 'newsletter_link_invalid',
  message: NEWSLETTER_MESSAGES.unsubscribeInvalid,
} as const

/**
 * GET /api/newsletter/click?d=<delivery>&u=<target>&s=<signature> — a counted link of a
 * newsletter mail sent with measuring (docs/security.md "Newsletter measuring").
 * - 302 to `u`, `Cache-Control: no-store`, `Referrer-Policy: no-referrer`: the signature
 *   (HMAC over delivery and target, made by the send job) matches, so `u` is a link that
 *   was in that delivery's mail; the delivery's first click and open times and its click
 *   count are written when its subscriber still consents. A deleted delivery still
 *   redirects (the reader wants the article) and records nothing.
 * - 400 `{ code: 'newsletter_link_invalid', message }`: a missing or malformed part, a
 *   target that is no http(s) URL or is longer than 2048 characters, or a signature that
 *   does not match (a forged or altered link): never a redirect to an unsigned target.
 * Nothing about the reader is stored (no IP address, no user agent).
 */
export const GET = route({ query: clickQuery, invalidQuery: invalid }, async ({ query }) => {
  const payload = await payloadClient()
  if (!clickSignatureMatches(query.d, query.u, query.s, payload.secret))
    return jsonError(400, invalid.code, invalid.message)
  await recordClick(payload, query.d)
  return new Response(null, {
    status: 302,
    headers: {
      Location: query.u,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
