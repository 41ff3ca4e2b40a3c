import { apiHandler } from '@/lib/api/handler'
import { jsonOk } from '@/lib/api/respond'
import { supabaseAuthConfig } from '@/lib/auth/supabase/config'

/** What the browser needs to pick its auth client: the mode and, in Supabase mode, the public project URL and anon key. */
export type AuthModeAnswer =
  { mode: 'payload' } | { mode: 'supabase'; url: string; anonKey: string }

/**
 * GET /api/auth/config (issue 8): the auth mode of this server, read from the environment
 * at request time, so switching NEXT_PUBLIC_SUPABASE_URL / _ANON_KEY and restarting
 * switches the browser too, without a rebuild. The anon key is public by design.
 */
export const GET = apiHandler(async (): Promise<Response> => {
  const config = supabaseAuthConfig()
  const answer: AuthModeAnswer = config
    ? { mode: 'supabase', url: config.url, anonKey: config.anonKey }
    : { mode: 'payload' }
  return jsonOk(answer, { private: true })
})
