import type { Payload } from 'payload'

import { issueSession } from '../session'
import { findUserByEmail, markEmailVerified } from '../users'
import { finishSignIn, type PendingSignIn } from './oidc'
import type { SocialProviderConfig } from './providers'

/** Why a social sign-in did not sign anybody in (shown on /sign-in or /sign-up). */
export type SocialSignInError = 'oauth_state' | 'oauth_unverified' | 'oauth_no_account' | 'oauth_failed'

/**
 * Completes a social sign-in (issue 8 §4): checks the provider's answer against the
 * pending state, nonce and PKCE verifier, then signs in the account with that e-mail —
 * only when the provider says the address is verified (account linking by verified
 * e-mail only). Accounts are not created here: sign-up needs an invitation code.
 */
export async function completeSocialSignIn(
  payload: Payload,
  config: SocialProviderConfig,
  callback: URL,
  pending: PendingSignIn | null,
): Promise<{ ok: true; cookie: string; next: string } | { ok: false; error: SocialSignInError }> {
  // The answer must belong to the sign-in this browser started (CSRF / login fixation).
  if (!pending || pending.provider !== config.provider || callback.searchParams.get('state') !== pending.state) return { ok: false, error: 'oauth_state' }
  let identity
  try {
    identity = await finishSignIn(config, callback, pending)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`social sign-in with ${config.provider} failed: ${message}`)
    return { ok: false, error: 'oauth_failed' }
  }
  if (!identity.emailVerified) return { ok: false, error: 'oauth_unverified' }
  const user = await findUserByEmail(payload, identity.email)
  if (!user) return { ok: false, error: 'oauth_no_account' }
  await markEmailVerified(payload, user)
  const session = await issueSession(payload, user.id)
  return { ok: true, cookie: session.cookie, next: pending.next }
}
