import { z } from 'zod'

import { route } from '@/lib/api/route'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { resolveLinkTarget, type LinkPreview } from '@/lib/auth/linkPreview'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

const linkPreviewBody = z.object({
  kind: z.enum(['magic', 'verify']),
  token: z.string().trim().min(16).max(512),
})

/**
 * POST /api/auth/link-preview: what the landing page of a magic link (`kind: 'magic'`) or
 * verification link (`kind: 'verify'`) shows before it signs anyone in. Body
 * `{ kind, token }`; the token is looked at, never used up.
 * - 200 `LinkPreview` `{ email, needsConfirmation, signedInAs }`: the account's address
 *   masked (`d…@praxis.de`); whether the page must ask "Als d…@praxis.de anmelden?"
 *   before redeeming; the address this browser is signed in to when that is another
 *   account (else null). Never cached.
 * - 400 `{ code: 'link_invalid', message }`: unknown, used or expired link, or a body that
 *   is not `{ kind, token }`.
 * - 429 `{ code, message }` with Retry-After: RATE_LIMITS.token from this IP.
 */
export const POST = route(
  {
    body: linkPreviewBody,
    invalidBody: { code: 'link_invalid', message: AUTH_MESSAGES.magicLinkInvalid },
  },
  async ({ request, body }) => {
    const payload = await payloadClient()
    const retryAfter = await consumeRateLimit(payload, 'token', { ip: clientIp(request.headers) })
    if (retryAfter) return tooManyRequests(retryAfter)
    const target = await resolveLinkTarget(payload, body.kind, body.token, request.headers)
    if (!target)
      return jsonError(
        400,
        'link_invalid',
        body.kind === 'magic' ? AUTH_MESSAGES.magicLinkInvalid : AUTH_MESSAGES.verifyInvalid,
      )
    return jsonOk<LinkPreview>(target.preview, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
