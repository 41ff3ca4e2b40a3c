import type { AuthStrategy } from 'payload'

import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit } from '@/lib/auth/rateLimit'
import { supabaseAuthConfig } from '@/lib/auth/supabase/config'
import { supabaseEmailConfirmed } from '@/lib/auth/supabase/confirmed'
import { supabaseTokenFrom } from '@/lib/auth/supabase/token'
import { userForSupabaseClaims } from '@/lib/auth/supabase/users'
import { verifySupabaseToken } from '@/lib/auth/supabase/verify'

/**
 * Payload auth strategy of the Supabase mode (docs/architecture.md, "Auth modes"): when
 * NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are set, a request carrying a
 * valid Supabase access token (Bearer header or the `sb-…-auth-token` cookie) is signed in
 * as the linked `users` document, so `req.user` works for the product API, the premium
 * gate, quizzes, dashboard and profile. Payload's own session (studio) keeps working.
 */
export const supabaseStrategy: AuthStrategy = {
  name: 'supabase',
  authenticate: async ({ headers, payload }) => {
    const config = supabaseAuthConfig()
    if (!config) return { user: null }
    const token = supabaseTokenFrom(headers)
    if (!token) return { user: null }
    const claims = await verifySupabaseToken(token, config)
    if (!claims) return { user: null }
    const user = await userForSupabaseClaims(payload, claims, {
      emailConfirmed: () => supabaseEmailConfirmed(config, token),
      mayTryInvitation: async () =>
        (await consumeRateLimit(payload, 'invitationCheck', { ip: clientIp(headers) })) === null,
    })
    return { user: user ? { ...user, collection: 'users', _strategy: 'supabase' } : null }
  },
}
