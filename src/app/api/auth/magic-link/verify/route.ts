import { randomBytes } from 'node:crypto'

import { route } from '@/lib/api/route'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { resolveLinkTarget } from '@/lib/auth/linkPreview'
import { consumeMagicLinkToken } from '@/lib/auth/magicLink'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { signedInResponse } from '@/lib/auth/respond'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { issueSession } from '@/lib/auth/session'
import { markEmailVerified } from '@/lib/auth/users'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

/**
 * POST /api/auth/magic-link/verify: the `/account` page redeems the token from the link's
 * fragment. Body `{ token, confirmed? }`.
 * - 200 `SignedInBody` and the session cookie; the link is used up and the address counts
 *   as verified (the link reached it). If it was not verified yet, the account's password
 *   is replaced by a random one: whoever registered the address without owning it (with
 *   an invitation code) must not keep a way in. The owner sets a password later through
 *   "Passwort vergessen?".
 * - 409 `{ code: 'confirmation_required', message }`: the link was asked for in another
 *   browser, or this browser is signed in to another account, and `confirmed: true` is
 *   missing (the page first asks "Als d…@praxis.de anmelden?", see
 *   `POST /api/auth/link-preview`). Nothing is used up.
 * - 400 `{ code: 'link_invalid', message }`: unknown, expired (older than 1 hour) or
 *   already used link.
 * - 429 `{ code, message }`: too many attempts from this IP.
 */
export const POST = route(
  {
    body: apiAuthSchemas.redeemLink,
    invalidBody: { code: 'link_invalid', message: AUTH_MESSAGES.magicLinkInvalid },
  },
  async ({ request, body }) => {
    const payload = await payloadClient()
    const retryAfter = await consumeRateLimit(payload, 'token', { ip: clientIp(request.headers) })
    if (retryAfter) return tooManyRequests(retryAfter)

    const invalid = () => jsonError(400, 'link_invalid', AUTH_MESSAGES.magicLinkInvalid)
    const target = await resolveLinkTarget(payload, 'magic', body.token, request.headers)
    if (!target) return invalid()
    if (target.preview.needsConfirmation && body.confirmed !== true)
      return jsonError(409, 'confirmation_required', AUTH_MESSAGES.linkNeedsConfirmation)

    const userId = await consumeMagicLinkToken(payload, body.token)
    if (userId === null) return invalid()
    const user = await payload.findByID({
      collection: 'users',
      id: userId,
      depth: 0,
      ...asServer(
        'Sign-in by link: no session yet; the one-time token was just redeemed for this user.',
      ),
      showHiddenFields: true,
    })
    if (!user._verified)
      await payload.update({
        collection: 'users',
        id: userId,
        data: { password: randomBytes(32).toString('base64url') },
        ...asServer(
          "Sign-in by link, no session yet: the server replaces an unverified account's password.",
        ),
      })
    if (!user._verified || !user.emailVerifiedAt) await markEmailVerified(payload, user)
    const session = await issueSession(payload, userId)
    return signedInResponse(
      payload,
      await payload.findByID({
        collection: 'users',
        id: userId,
        depth: 0,
        ...asServer('Sign-in by link, no session yet: the account the new session belongs to.'),
      }),
      session,
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
