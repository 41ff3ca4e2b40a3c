import type { JsonCallResult } from '@/lib/api/client'
import type { SocialProvider } from '@/lib/auth/social/providers'

/** Outcome of an auth call: as the product API's (`message` = the provider's or our German text). */
export type AuthResult<T = unknown> = JsonCallResult<T>

/** Session events (spec §4): signed in, signed out, token refreshed, user updated, password recovery. */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY'

/** Sign-up input (spec §3 "Sign-up metadata"; accountType is always doctor). */
export type SignUpInput = { email: string; password: string; firstName: string; lastName: string; inviteCode: string; language: string }

/**
 * The one interface every account screen uses (issue 8 §1). Two implementations: Payload
 * mode (the journal's own `/api/auth/*`) and Supabase mode (`@supabase/supabase-js`);
 * the screens do not know which is active. Redirect targets follow spec §7: magic link and
 * social sign-in to `/account`, reset to `/reset-password`, verification to `/verify-email`.
 */
export type AuthClient = {
  readonly mode: 'payload' | 'supabase'
  signUp(input: SignUpInput): Promise<AuthResult>
  signInWithPassword(input: { email: string; password: string }): Promise<AuthResult>
  /** `redirectPath` defaults to `/account` (spec §7; `/checkout-success` after payment). */
  signInWithMagicLink(input: { email: string; redirectPath?: string }): Promise<AuthResult>
  /** Sends the browser to the provider; it comes back to `/account`. */
  signInWithProvider(provider: SocialProvider): void
  requestPasswordReset(input: { email: string }): Promise<AuthResult>
  resendVerification(input: { email: string }): Promise<AuthResult>
  /** Sets a new password for the signed-in (or password-recovery) session. */
  changePassword(input: { currentPassword: string; newPassword: string; email: string }): Promise<AuthResult>
  signOut(): Promise<void>
  /** Subscribes to session events; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent) => void): () => void
}
