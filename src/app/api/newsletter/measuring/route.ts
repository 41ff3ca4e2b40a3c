import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { methodsNotAllowed } from '@/lib/api/methods'
import { measuringAllowed, setMeasuringConsent } from '@/lib/newsletter/measuring/consent'
import { measuringBody } from '@/lib/newsletter/measuring/schemas'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages'
import { unsubscribeQuery } from '@/lib/newsletter/schemas'
import { payloadClient } from '@/lib/payload'

const invalid = {
  code: 'newsletter_link_invalid',
  message: NEWSLETTER_MESSAGES.unsubscribeInvalid,
} as const

/**
 * POST /api/newsletter/measuring?token=… with `{ allow: boolean }` — gives or withdraws
 * the subscriber's consent to counting the opens and clicks of their newsletters (sent by
 * the unsubscribe page, which every mail links to; `token` is that link's unsubscribe
 * token). Separate from the newsletter consent; see docs/security.md "Newsletter measuring".
 * - 200 `{ allow }`: the consent as now stored (withdrawing when none was given is fine).
 * - 400 `{ code: 'newsletter_link_invalid', message }`: no, an unknown or a forged token, or
 *   `allow: true` for an address whose subscription is not confirmed (nothing changes);
 *   other 400s for a body that is not `{ allow: boolean }`.
 */
export const POST = route(
  { query: unsubscribeQuery, invalidQuery: invalid, body: measuringBody },
  async ({ query, body }) => {
    const subscriber = await setMeasuringConsent(await payloadClient(), query.token, body.allow)
    if (!subscriber) return jsonError(400, invalid.code, invalid.message)
    return jsonOk({ allow: measuringAllowed(subscriber) }, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
