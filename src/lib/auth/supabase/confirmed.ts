import type { SupabaseAuthConfig } from './config'

/**
 * Whether Supabase confirmed the token owner's address: `email_confirmed_at` of
 * `GET <url>/auth/v1/user` (the token's `user_metadata` is writable by the user and proves
 * nothing). Used only when an account is linked or created, never per request. False on
 * any failure.
 */
export async function supabaseEmailConfirmed(
  config: SupabaseAuthConfig,
  token: string,
): Promise<boolean> {
  try {
    const res = await fetch(`${config.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${token}`, apikey: config.anonKey },
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) return false
    const user = (await res.json()) as {
      email_confirmed_at?: string | null
      confirmed_at?: string | null
    }
    return Boolean(user.email_confirmed_at ?? user.confirmed_at)
  } catch {
    return false
  }
}
