import { jsonError, jsonOk } from '@/lib/api/respond'
import { route, type Guard } from '@/lib/api/route'
import { toAuthUser, type AuthUser } from '@/lib/auth/authUser'
import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit, forgetSuccessfulSignIn, tooManyRequests } from '@/lib/auth/rateLimit'
import { supabaseAuthConfig } from '@/lib/auth/supabase/config'
import {
  linkSupabaseAccount,
  SUPABASE_LINK_ERRORS,
  supabaseClaimsFrom,
  supabaseLinkBody,
  type SupabaseLinkError,
} from '@/lib/auth/supabase/link'
import type { SupabaseClaims } from '@/lib/auth/supabase/verify'
import { userHasPremium } from '@/lib/membership/reads'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

const refuse = (code: SupabaseLinkError) =>
  jsonError(SUPABASE_LINK_ERRORS[code].status, code, SUPABASE_LINK_ERRORS[code].message)

/**
 * Supabase mode on, a valid Supabase access token, and a password attempt left for its
 * address and the client IP (the sign-in limits: a link attempt is a password attempt).
 */
const supabaseUser: Guard<{ claims: SupabaseClaims }> = async (request) => {
  if (!supabaseAuthConfig()) return refuse('supabaseModeOff')
  const claims = await supabaseClaimsFrom(request.headers)
  if (!claims) return refuse('notSignedIn')
  const retryAfter = await consumeRateLimit(await payloadClient(), 'signIn', {
    ip: clientIp(request.headers),
    email: claims.email,
  })
  return retryAfter ? tooManyRequests(retryAfter) : { claims }
}

/**
 * POST /api/auth/supabase/link (Supabase mode): links the signed-in Supabase user (Bearer
 * token or `sb-…-auth-token` cookie) to the existing journal account with the same
 * e-mail address, after its owner proves it with that account's journal password. Body
 * `{ password }`. Used when `GET /api/auth/user` answered 409 `supabaseLinkRequired`.
 * - 200 `AuthUser` (as `GET /api/auth/user`): linked (or linked already); from now on the
 *   Supabase session signs in to this account
 * - 400 `{ message, issues }`: no password
 * - 401 `{ code: 'notSignedIn' }`: no valid Supabase token;
 *   401 `{ code: 'wrongPassword' }`: the journal password is wrong
 * - 403 `{ code: 'notLinkable' }`: the account is linked to another Supabase user or is a
 *   staff account; 403 `{ code: 'unverified' }`: its address is not verified yet
 * - 404 `{ code: 'nothingToLink' }`: no journal account has this address (a new account
 *   is made on first sign-in with an invitation code instead);
 *   404 `{ code: 'supabaseModeOff' }`: the server does not run in Supabase mode
 * - 429 `{ code, message }` with Retry-After: the sign-in limits (RATE_LIMITS.signIn) per
 *   address or IP
 * All error answers are JSON `{ code, message }` except 400 and 429.
 */
export const POST = route(
  { guard: supabaseUser, body: supabaseLinkBody },
  async ({ claims, body, request }) => {
    const payload = await payloadClient()
    const outcome = await linkSupabaseAccount(payload, claims, body.password)
    if (outcome.result === 'refused') return refuse(outcome.error)
    // As after a password sign-in.
    await forgetSuccessfulSignIn(payload, { email: claims.email, ip: clientIp(request.headers) })
    return jsonOk<AuthUser>(
      toAuthUser(outcome.user, await userHasPremium(payload, outcome.user.id)),
      { private: true },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
