import { AuthAdminApi } from '@supabase/supabase-js'

import { supabaseAuthConfig } from '@/lib/auth/supabase/config'

/**
 * Thrown before anything is deleted when an account is linked to a Supabase user but the
 * server cannot delete that user: Supabase mode is off or `SUPABASE_SERVICE_ROLE_KEY` is
 * unset. The route answers 503 `service_unavailable`.
 */
export class SupabaseAdminUnavailableError extends Error {}

/**
 * Supabase's admin API (the `auth.admin` of `@supabase/supabase-js`, here without the rest
 * of the client, whose realtime part needs a WebSocket that Node 20 lacks) with the
 * service-role key, or null when Supabase mode or the key is missing.
 */
function supabaseAdmin(env: NodeJS.ProcessEnv = process.env) {
  const config = supabaseAuthConfig(env)
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  if (!config || !serviceKey) return null
  return new AuthAdminApi({
    url: config.issuer,
    headers: { Authorization: `Bearer ${serviceKey}`, apikey: serviceKey },
  })
}

/**
 * Checks, before a deletion starts, that the Supabase user linked to an account
 * (`supabaseUserId`) can be deleted too. Returns the deleter to call once the deletion
 * goes ahead, or null for accounts without a Supabase link.
 * @throws SupabaseAdminUnavailableError when the account is linked but the admin API is
 *   not configured (nothing has been changed yet).
 */
export function supabaseUserDeleter(
  supabaseUserId: string | null | undefined,
): (() => Promise<void>) | null {
  if (!supabaseUserId) return null
  const admin = supabaseAdmin()
  if (!admin) throw new SupabaseAdminUnavailableError('Supabase admin API is not configured')
  return async () => {
    // A hard delete (`should_soft_delete: false`): Supabase keeps nothing of the address.
    const { error } = await admin.deleteUser(supabaseUserId, false)
    // Already gone (deleted in Supabase's dashboard): nothing left to delete there.
    if (error && error.status !== 404) throw error
  }
}
