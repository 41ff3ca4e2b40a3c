import type { Payload } from 'payload'

import { issueSession } from '../session'
import type { User } from '@payload-types'

import { safeNextPath } from '../redirects'
import { isStaffUser } from '../roles'
import { findUserByEmail } from '../users'
import { finishSignIn, type PendingSignIn } from './oidc'
import type { SocialProviderConfig } from './providers'

import { asServer } from '@/lib/payload/readAs'

/** Why a social sign-in did not sign anybody in (shown on /sign-in or /sign-up). */
export type SocialSignInError =
  | 'oauth_state'
  | 'oauth_unverified'
  | 'oauth_no_account'
  | 'oauth_account_unverified'
  | 'oauth_staff'
  | 'oauth_failed'

/**
 * Completes a social sign-in: checks the provider's answer against the
 * pending state, nonce and PKCE verifier, then signs in the account with that e-mail —
 * only when the provider says the address is verified (account linking by verified
 * e-mail only), the account itself was verified by us before (else whoever registered the
 * address first with a password of their own would share the account), and it is not a
 * staff account (the studio signs in with its password). Accounts are not created here:
 * sign-up needs an invitation code.
 */
export async function completeSocialSignIn(
  payload: Payload,
  config: SocialProviderConfig,
  callback: URL,
  pending: PendingSignIn | null,
): Promise<
  { ok: true; cookies: string[]; next: string } | { ok: false; error: SocialSignInError }
> {
  // The answer must belong to the sign-in this browser started (CSRF / login fixation).
  if (
    !pending ||
    pending.provider !== config.provider ||
    callback.searchParams.get('state') !== pending.state
  )
    return { ok: false, error: 'oauth_state' }
  let identity
  try {
    identity = await finishSignIn(config, callback, pending)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`social sign-in with ${config.provider} failed: ${message}`)
    return { ok: false, error: 'oauth_failed' }
  }
  if (!identity.emailVerified) return { ok: false, error: 'oauth_unverified' }
  const found = await findUserByEmail(payload, identity.email)
  if (!found) return { ok: false, error: 'oauth_no_account' }
  const user = (await payload.findByID({
    collection: 'users',
    id: found.id,
    depth: 0,
    ...asServer('Social sign-in, no session yet: the provider verified this address.'),
    showHiddenFields: true,
  })) as User
  if (isStaffUser(user)) return { ok: false, error: 'oauth_staff' }
  if (!user._verified && !user.emailVerifiedAt)
    return { ok: false, error: 'oauth_account_unverified' }
  const session = await issueSession(payload, user.id)
  return { ok: true, cookies: session.cookies, next: safeNextPath(pending.next, '/account') }
}
