import type { JsonCallResult } from '@/lib/api/contract/fetchJson'
import type { LinkPreview } from '@/lib/auth/linkPreview'
import type { SocialProvider } from '@/lib/auth/social/providers'

/** Outcome of an auth call: as the product API's (`message` = the provider's or our German text). */
export type AuthResult<T = unknown> = JsonCallResult<T>

/** Session events: signed in, signed out, token refreshed, user updated, password recovery. */
export type AuthEvent =
  'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY'

/** The account links that mails carry: magic link, signup verification, password recovery. */
export type LinkKind = 'magic' | 'verify' | 'recovery'

/** Sign-up input (stored as the account's sign-up metadata; accountType is always doctor). */
export type SignUpInput = {
  email: string
  password: string
  firstName: string
  lastName: string
  inviteCode: string
  language: string
}

/**
 * The one interface every account screen uses. Two implementations: Payload
 * mode (the journal's own `/api/auth/*`) and Supabase mode (`@supabase/supabase-js`);
 * the screens do not know which is active. Redirect targets: magic link and
 * social sign-in to `/account`, reset to `/reset-password`, verification to `/verify-email`.
 */
export type AuthClient = {
  signUp(input: SignUpInput): Promise<AuthResult>
  signInWithPassword(input: { email: string; password: string }): Promise<AuthResult>
  /** `redirectPath` defaults to `/account` (`/checkout-success` after payment). */
  signInWithMagicLink(input: {
    email: string
    redirectPath?: string
  }): Promise<AuthResult<{ message?: string } | null>>
  /** Sends the browser to the provider (it comes back to `/account`); fails without leaving when the provider cannot be reached. */
  signInWithProvider(provider: SocialProvider): Promise<AuthResult>
  requestPasswordReset(input: { email: string }): Promise<AuthResult>
  resendVerification(input: { email: string }): Promise<AuthResult>
  /** Sets a new password for the signed-in (or password-recovery) session. */
  changePassword(input: {
    currentPassword: string
    newPassword: string
    email: string
  }): Promise<AuthResult>
  /**
   * Redeems the account link this page was opened with: `magic` (on `/account`;
   * nothing to redeem is fine), `verify` (`/verify-email`) or `recovery`
   * (`/reset-password`, only checks the link). Payload mode takes the `#token=` of our
   * mails; Supabase mode waits for the session its client took from the URL. Answers the
   * signed-in user's first name when known.
   */
  redeemLink(
    kind: LinkKind,
    token: string | null,
    options?: { confirmed?: boolean },
  ): Promise<AuthResult<{ firstName: string | null } | null>>
  /**
   * Before a `magic` or `verify` link is redeemed: the account it signs in to, masked,
   * and whether the reader must confirm first (`LinkPreview`; then `redeemLink` with
   * `confirmed: true`). Nothing is used up. `data: null` when there is nothing to confirm:
   * no token, or Supabase mode, whose links carry a PKCE code that only the browser that
   * asked for them can exchange.
   */
  previewLink(
    kind: 'magic' | 'verify',
    token: string | null,
  ): Promise<AuthResult<LinkPreview | null>>
  /** Sets the new password after a recovery link (Payload: with its token). */
  completePasswordReset(input: { token: string | null; password: string }): Promise<AuthResult>
  /** Ends the session; fails (and the user stays signed in) when the server could not be told. */
  signOut(): Promise<AuthResult>
  /**
   * Ends every session of the account on every device, this one included (Payload: all
   * journal sessions and Bearer tokens; Supabase: every refresh token, so other devices
   * are out when their access token expires, within the project's JWT expiry). Raises
   * SIGNED_OUT; fails (nothing ended) when the server could not be told.
   */
  signOutEverywhere(): Promise<AuthResult>
  /** Subscribes to session events; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent) => void): () => void
}
