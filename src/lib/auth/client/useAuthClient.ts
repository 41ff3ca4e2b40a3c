'use client'

import { createBrowserClient } from '@supabase/ssr'
import { useEffect } from 'react'
import { useSWRConfig } from 'swr'

import { postJson } from '@/lib/api/client'

import { payloadAuthClient } from './payloadAuthClient'
import { supabaseAuthClient } from './supabaseAuthClient'
import type { AuthClient } from './types'

let client: AuthClient | undefined

/**
 * The active auth client of this browser (issue 8 §1): Supabase mode when
 * NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY were set at build time, else
 * Payload mode. In Supabase mode `@supabase/ssr` keeps the session in the `sb-…` cookies,
 * which the server's auth strategy reads, and refreshes it before it expires.
 */
export function authClient(): AuthClient {
  if (client) return client
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY
  client =
    url && anonKey
      ? supabaseAuthClient(createBrowserClient(url, anonKey).auth, window.location.origin, (code) => postJson('/api/auth/invitation-code/check', { code }))
      : payloadAuthClient()
  return client
}

/**
 * The auth client for a component, keeping the signed-in user's SWR cache in step with
 * session events (spec §4: signed in, signed out, token refreshed, user updated).
 */
export function useAuthClient(): AuthClient {
  const { mutate } = useSWRConfig()
  useEffect(() => authClient().onAuthStateChange(() => void mutate('/api/auth/user')), [mutate])
  return typeof window === 'undefined' ? payloadAuthClient() : authClient()
}
