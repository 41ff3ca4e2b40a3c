'use client'

import { mutate } from 'swr'

import { checkInvitationCode, fetchAuthConfig, SESSION_USER_PATH } from '@/lib/api/contract/auth'

import { payloadAuthClient } from './payloadAuthClient'
import type { AuthClient, AuthEvent, AuthResult } from './types'

let active: Promise<AuthClient> | undefined

/**
 * The auth client of this browser, chosen by the server's mode
 * (`GET /api/auth/config`, asked once per page load): Supabase mode on
 * `@supabase/ssr`'s browser client (session in the `sb-…` cookies, which the server's auth
 * strategy reads, refreshed before expiry; loaded on demand), else Payload mode.
 */
function resolveClient(): Promise<AuthClient> {
  active ??= fetchAuthConfig()
    .then(async (config) => {
      if (config.mode !== 'supabase') return payloadAuthClient()
      // Loaded only in Supabase mode: supabase-js is large and reading pages need none of it.
      const [{ createBrowserClient }, { supabaseAuthClient }] = await Promise.all([
        import('@supabase/ssr'),
        import('./supabaseAuthClient'),
      ])
      return supabaseAuthClient(
        createBrowserClient(config.url, config.anonKey).auth,
        window.location.origin,
        checkInvitationCode,
      )
    })
    .then((client) => {
      // Session events (signed in, signed out, token refreshed, user updated)
      // refresh the signed-in user everywhere it is shown.
      client.onAuthStateChange(() => void mutate(SESSION_USER_PATH))
      return client
    })
  // A failed mode lookup (network) is not remembered: the next call asks again.
  active.catch(() => (active = undefined))
  return active
}

/** Runs `call` on the resolved client; a failed mode lookup answers like a network failure. */
async function withClient<T>(
  call: (client: AuthClient) => Promise<AuthResult<T>>,
): Promise<AuthResult<T>> {
  let client: AuthClient
  try {
    client = await resolveClient()
  } catch {
    return { ok: false, status: 0, message: null }
  }
  return call(client)
}

/** An AuthClient that waits for the mode before each call (the screens stay synchronous to write). */
const lazyClient: AuthClient = {
  signUp: (input) => withClient((c) => c.signUp(input)),
  signInWithPassword: (input) => withClient((c) => c.signInWithPassword(input)),
  signInWithMagicLink: (input) => withClient((c) => c.signInWithMagicLink(input)),
  signInWithProvider: (provider) => withClient((c) => c.signInWithProvider(provider)),
  requestPasswordReset: (input) => withClient((c) => c.requestPasswordReset(input)),
  resendVerification: (input) => withClient((c) => c.resendVerification(input)),
  changePassword: (input) => withClient((c) => c.changePassword(input)),
  redeemLink: (kind, token, options) => withClient((c) => c.redeemLink(kind, token, options)),
  previewLink: (kind, token) => withClient((c) => c.previewLink(kind, token)),
  completePasswordReset: (input) => withClient((c) => c.completePasswordReset(input)),
  signOut: () => withClient((c) => c.signOut()),
  signOutEverywhere: () => withClient((c) => c.signOutEverywhere()),
  onAuthStateChange(listener: (event: AuthEvent) => void) {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    resolveClient()
      .then((c) => {
        if (!cancelled) unsubscribe = c.onAuthStateChange(listener)
      })
      .catch(() => {})
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  },
}

/**
 * The auth client of this page (one per page load, the same object on every call; not a
 * React hook, so it may be called anywhere in browser code). The signed-in user's SWR
 * cache follows the session events of the client (one subscription per page, set up in
 * `resolveClient`).
 */
export function authClient(): AuthClient {
  return lazyClient
}
