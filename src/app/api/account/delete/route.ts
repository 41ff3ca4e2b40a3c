import { z } from 'zod'

import { deleteAccount, isDeletionBlocked } from '@/lib/account/deletion'
import {
  confirmsDeletion,
  hasPassword,
  mailDeletionLink,
  passwordMatches,
} from '@/lib/account/deletionConfirmation'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { expiredSessionCookie } from '@/lib/auth/session'
import { expiredSignedInHintCookie } from '@/lib/auth/signedInHint'
import { payloadClient } from '@/lib/payload'

/** One of: the current password; a confirmation token from the mail; a request for that mail. */
const body = z.union([
  z.object({ password: z.string().min(1).max(1024) }).strict(),
  z.object({ token: z.string().min(16).max(200) }).strict(),
  z.object({ sendLink: z.literal(true) }).strict(),
])

/**
 * POST /api/account/delete ("Konto löschen" on `/account/security`): deletes the signed-in
 * account as `deleteAccount` describes (docs/security.md, "Account deletion"). Body:
 * - `{ password }`: the current password; 400 `current_password_wrong` when it is not.
 * - `{ sendLink: true }`: 202 `{ linkSent: true }` after mailing a one-hour confirmation
 *   link to `/account/security#token=…`: for accounts without a password, and for those
 *   whose password the holder never chose (accounts a payment created sign in by link).
 *   `{ password }` for an account without one answers 400 `deletion_confirmation_required`.
 * - `{ token }`: the token of that link; 400 `link_invalid` when unknown, used, expired or
 *   another account's.
 * On deletion: 200 `{ deleted: true, cancelledSubscriptions }`, the session cookie and
 * signed-in hint removed. 401 `not_signed_in`; 429 `rate_limited` past
 * RATE_LIMITS.deleteAccount; 503 `service_unavailable` when the account has an open
 * subscription but payments are not configured, or a Supabase link but no Supabase admin
 * key (nothing was deleted).
 */
export const POST = route({ guard: signedIn, body }, async ({ reader, body }) => {
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'deleteAccount', { user: reader.id })
  if (retryAfter) return tooManyRequests(retryAfter)
  if ('sendLink' in body) {
    await mailDeletionLink(payload, reader)
    return jsonOk({ linkSent: true }, { private: true, status: 202 })
  }
  if ('password' in body) {
    if (!(await hasPassword(payload, reader.id)))
      return jsonError(400, 'deletion_confirmation_required')
    if (!(await passwordMatches(payload, reader, body.password)))
      return jsonError(400, 'current_password_wrong')
  } else if (!(await confirmsDeletion(payload, reader.id, body.token))) {
    return jsonError(400, 'link_invalid')
  }
  try {
    const outcome = await deleteAccount(payload, reader, { kind: 'self' })
    const response = jsonOk(
      { deleted: true, cancelledSubscriptions: outcome.cancelledSubscriptions.length },
      { private: true },
    )
    response.headers.append('Set-Cookie', expiredSessionCookie(payload))
    response.headers.append('Set-Cookie', expiredSignedInHintCookie())
    return response
  } catch (error) {
    if (isDeletionBlocked(error)) return jsonError(503, 'service_unavailable')
    throw error
  }
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
