'use client'

import { createBrowserClient } from '@supabase/ssr'
import { mutate } from 'swr'

import type { AuthModeAnswer } from '@/app/api/auth/config/route'
import { getJson, postJson } from '@/lib/api/client'

import { payloadAuthClient } from './payloadAuthClient'
import { supabaseAuthClient } from './supabaseAuthClient'
import type { AuthClient, AuthEvent } from './types'

let active: Promise<AuthClient> | undefined

/**
 * The auth client of this browser (issue 8 §1), chosen by the server's mode
 * (`GET /api/auth/config`, asked once per page load): Supabase mode on
 * `@supabase/ssr`'s browser client (session in the `sb-…` cookies, which the server's auth
 * strategy reads, refreshed before expiry), else Payload mode.
 */
function resolveClient(): Promise<AuthClient> {
  active ??= getJson<AuthModeAnswer>('/api/auth/config')
    .catch((): AuthModeAnswer => ({ mode: 'payload' }))
    .then((config) =>
      config.mode === 'supabase'
        ? supabaseAuthClient(createBrowserClient(config.url, config.anonKey).auth, window.location.origin, (code) =>
            postJson('/api/auth/invitation-code/check', { code }),
          )
        : payloadAuthClient(),
    )
    .then((client) => {
      // Spec §4: session events (signed in, signed out, token refreshed, user updated)
      // refresh the signed-in user everywhere it is shown.
      client.onAuthStateChange(() => void mutate('/api/auth/user'))
      return client
    })
  return active
}

/** An AuthClient that waits for the mode before each call (the screens stay synchronous to write). */
const lazyClient: AuthClient = {
  signUp: async (input) => (await resolveClient()).signUp(input),
  signInWithPassword: async (input) => (await resolveClient()).signInWithPassword(input),
  signInWithMagicLink: async (input) => (await resolveClient()).signInWithMagicLink(input),
  signInWithProvider: (provider) => void resolveClient().then((c) => c.signInWithProvider(provider)),
  requestPasswordReset: async (input) => (await resolveClient()).requestPasswordReset(input),
  resendVerification: async (input) => (await resolveClient()).resendVerification(input),
  changePassword: async (input) => (await resolveClient()).changePassword(input),
  redeemLink: async (kind, token) => (await resolveClient()).redeemLink(kind, token),
  completePasswordReset: async (input) => (await resolveClient()).completePasswordReset(input),
  signOut: async () => (await resolveClient()).signOut(),
  onAuthStateChange(listener: (event: AuthEvent) => void) {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    void resolveClient().then((c) => {
      if (!cancelled) unsubscribe = c.onAuthStateChange(listener)
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  },
}

/**
 * The auth client for a component. The signed-in user's SWR cache follows the session
 * events of the client (one subscription per page, set up in `resolveClient`).
 */
export function useAuthClient(): AuthClient {
  return lazyClient
}
