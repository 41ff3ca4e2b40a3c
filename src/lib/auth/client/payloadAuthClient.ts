import { postJson } from '@/lib/api/contract/fetchJson'
import type { LinkPreview } from '@/lib/auth/linkPreview'
import type { SignedInBody } from '@/lib/auth/respond'
import { PAYLOAD_API_ROUTE } from '@/lib/payload/routes'

import type { AuthClient, AuthEvent } from './types'

/**
 * Payload mode of the {@link AuthClient} (docs/architecture.md, "Auth modes"): the
 * journal's own account API (`/api/auth/*`) and Payload's HTTP-only session cookie. Events
 * are raised in this browser tab after each call that changes the session.
 */
export function payloadAuthClient(apiBase = ''): AuthClient {
  const listeners = new Set<(event: AuthEvent) => void>()
  const emit = (event: AuthEvent) => listeners.forEach((l) => l(event))
  const post = <T>(path: string, body: unknown) => postJson<T>(`${apiBase}${path}`, body)
  return {
    signUp: (input) => post('/api/auth/sign-up', input),
    async signInWithPassword(input) {
      const result = await post('/api/auth/sign-in', input)
      if (result.ok) emit('SIGNED_IN')
      return result
    },
    signInWithMagicLink: ({ email }) =>
      post<{ message?: string }>('/api/auth/magic-link', { email }),
    async signInWithProvider(provider) {
      // A full navigation: the API route redirects on to the provider.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${apiBase}/api/auth/oauth/${provider}?next=/account`)
      return { ok: true, data: null }
    },
    requestPasswordReset: (input) => post('/api/auth/forgot-password', input),
    resendVerification: ({ email }) => post('/api/auth/magic-link', { email }),
    async changePassword({ currentPassword, newPassword }) {
      const result = await post('/api/auth/change-password', { currentPassword, newPassword })
      if (result.ok) emit('USER_UPDATED')
      return result
    },
    async previewLink(kind, token) {
      if (!token) return { ok: true, data: null }
      return post<LinkPreview>('/api/auth/link-preview', { kind, token })
    },
    async redeemLink(kind, token, options) {
      if (!token)
        return kind === 'magic'
          ? { ok: true, data: null }
          : { ok: false, status: 400, message: null }
      if (kind === 'recovery') {
        const result = await post('/api/auth/reset-password/validate', { token })
        return result.ok ? { ok: true, data: null } : result
      }
      const result = await post<SignedInBody>(
        kind === 'magic' ? '/api/auth/magic-link/verify' : '/api/auth/verify-email',
        { token, confirmed: options?.confirmed === true },
      )
      if (!result.ok) return result
      emit('SIGNED_IN')
      return { ok: true, data: { firstName: result.data.user.user_metadata.firstName } }
    },
    completePasswordReset: ({ token, password }) =>
      post('/api/auth/reset-password', { token, password }),
    async signOut() {
      const res = await fetch(`${apiBase}${PAYLOAD_API_ROUTE}/users/logout`, {
        method: 'POST',
        credentials: 'include',
      }).catch(() => null)
      if (!res?.ok) return { ok: false, status: res?.status ?? 0, message: null }
      emit('SIGNED_OUT')
      return { ok: true, data: null }
    },
    async signOutEverywhere() {
      const result = await post('/api/auth/sign-out-everywhere', {})
      if (result.ok) emit('SIGNED_OUT')
      return result
    },
    onAuthStateChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
