import { supabaseAuthConfig } from '@/lib/auth/supabase/config'

/**
 * What the browser needs to pick its auth client: the mode and, in Supabase mode, the
 * public project URL and anon key (public by design).
 */
export type AuthModeAnswer =
  { mode: 'payload' } | { mode: 'supabase'; url: string; anonKey: string }

/**
 * The auth mode of this server, read from the environment at call time: Supabase mode
 * when `NEXT_PUBLIC_SUPABASE_URL` and `NEXT_PUBLIC_SUPABASE_ANON_KEY` are set, else Payload
 * mode. Answered by `GET /api/auth/config`; the browser's auth client reads it.
 */
export function authModeAnswer(): AuthModeAnswer {
  const config = supabaseAuthConfig()
  return config
    ? { mode: 'supabase', url: config.url, anonKey: config.anonKey }
    : { mode: 'payload' }
}
