import type { AuthError, SupabaseClient } from '@supabase/supabase-js'

/** The part of a Supabase client this module uses: its `auth` (GoTrue) client. */
export type SupabaseAuthApi = SupabaseClient['auth']

import type { SocialProvider } from '@/lib/auth/social/providers'

import type { AuthClient, AuthEvent, AuthResult } from './types'

/** Supabase's names of our social sign-in providers (LinkedIn is `linkedin_oidc` there). */
export const SUPABASE_PROVIDER: Record<
  SocialProvider,
  'google' | 'apple' | 'linkedin_oidc' | 'facebook'
> = {
  google: 'google',
  apple: 'apple',
  linkedin: 'linkedin_oidc',
  facebook: 'facebook',
}

/**
 * Checks an invitation code on the journal's server before Supabase creates the account,
 * for the sign-up's `email` (a personal code counts only for its own address).
 */
export type InvitationCheck = (code: string, email: string) => Promise<AuthResult>

const failed = (error: AuthError | null): AuthResult<null> =>
  error
    ? { ok: false, status: error.status ?? 400, code: error.code ?? null, message: error.message }
    : { ok: true, data: null }

/**
 * Supabase mode of the {@link AuthClient} on `@supabase/supabase-js`. The
 * provider's own error messages are passed on (e.g. 'Invalid login credentials',
 * weak password reasons, 'Auth session missing!') with its error code (Supabase's
 * `invalid_credentials` is also ours, so the screen shows the reader's translation). `origin` is this site's origin for the
 * redirect targets listed on {@link AuthClient}; `checkInvitation` runs before every sign-up.
 */
export function supabaseAuthClient(
  auth: SupabaseAuthApi,
  origin: string,
  checkInvitation: InvitationCheck,
): AuthClient {
  const to = (path: string) => `${origin}${path}`
  // A password may be set without the current one only in a session that a recovery link
  // opened (Supabase raises PASSWORD_RECOVERY for it), never in any signed-in browser.
  let recovery = false
  const recoverySeen = new Promise<void>((resolve) => {
    auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') {
        recovery = true
        resolve()
      }
    })
  })
  return {
    async signUp({ email, password, firstName, lastName, inviteCode, language }) {
      const invitation = await checkInvitation(inviteCode, email)
      if (!invitation.ok) return invitation
      const { error } = await auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: to('/verify-email'),
          data: { firstName, lastName, inviteCode, accountType: 'doctor', language },
        },
      })
      return failed(error)
    },
    async signInWithPassword({ email, password }) {
      return failed((await auth.signInWithPassword({ email, password })).error)
    },
    async signInWithMagicLink({ email, redirectPath = '/account' }) {
      return failed(
        (
          await auth.signInWithOtp({
            email,
            options: { emailRedirectTo: to(redirectPath), shouldCreateUser: false },
          })
        ).error,
      )
    },
    async signInWithProvider(provider) {
      return failed(
        (
          await auth.signInWithOAuth({
            provider: SUPABASE_PROVIDER[provider],
            options: { redirectTo: to('/account') },
          })
        ).error,
      )
    },
    async requestPasswordReset({ email }) {
      return failed(
        (await auth.resetPasswordForEmail(email, { redirectTo: to('/reset-password') })).error,
      )
    },
    async resendVerification({ email }) {
      return failed(
        (
          await auth.resend({
            type: 'signup',
            email,
            options: { emailRedirectTo: to('/verify-email') },
          })
        ).error,
      )
    },
    async changePassword({ email, currentPassword, newPassword }) {
      if (!email)
        return { ok: false, status: 401, code: 'not_signed_in', message: 'Nicht angemeldet' }
      // Changing a password needs the current one: it must verify by signing in with it.
      const check = await auth.signInWithPassword({ email, password: currentPassword })
      if (check.error)
        return {
          ok: false,
          status: 400,
          code: 'current_password_wrong',
          message: 'Aktuelles Passwort falsch',
        }
      return failed((await auth.updateUser({ password: newPassword })).error)
    },
    async previewLink() {
      // PKCE: only the browser that asked for a link holds the verifier its code needs, so
      // a link sent on by someone else cannot sign this browser in; nothing to confirm.
      return { ok: true, data: null }
    },
    async redeemLink(kind) {
      // The browser client has already exchanged the link's code (detectSessionInUrl);
      // getSession waits for that to finish.
      const { data, error } = await auth.getSession()
      const session = data.session
      if (!session)
        return kind === 'magic'
          ? { ok: true, data: null }
          : { ok: false, status: 401, message: error?.message ?? 'Auth session missing!' }
      if (kind === 'recovery') {
        // The event follows the code exchange right away; a plain session never raises it.
        await Promise.race([recoverySeen, new Promise((resolve) => setTimeout(resolve, 3000))])
        if (!recovery) return { ok: false, status: 401, message: null }
      }
      const firstName =
        (session.user.user_metadata as { firstName?: string } | undefined)?.firstName ?? null
      return { ok: true, data: { firstName } }
    },
    async completePasswordReset({ password }) {
      if (!recovery) return { ok: false, status: 401, message: 'Auth session missing!' }
      return failed((await auth.updateUser({ password })).error)
    },
    async signOut() {
      return failed((await auth.signOut()).error)
    },
    async signOutEverywhere() {
      return failed((await auth.signOut({ scope: 'global' })).error)
    },
    onAuthStateChange(listener) {
      const { data } = auth.onAuthStateChange((event) => {
        if (
          [
            'SIGNED_IN',
            'SIGNED_OUT',
            'TOKEN_REFRESHED',
            'USER_UPDATED',
            'PASSWORD_RECOVERY',
          ].includes(event)
        )
          listener(event as AuthEvent)
      })
      return () => data.subscription.unsubscribe()
    },
  }
}
