/** Settings of the Supabase auth mode (docs/architecture.md, "Auth modes"), read from the environment. */
export type SupabaseAuthConfig = {
  /** Project URL, e.g. `https://abcd.supabase.co` (NEXT_PUBLIC_SUPABASE_URL). */
  url: string
  anonKey: string
  /** Expected `iss` of access tokens: `<url>/auth/v1`. */
  issuer: string
  /** Expected `aud` (SUPABASE_JWT_AUDIENCE, default `authenticated`). */
  audience: string
  /** Legacy HS256 JWT secret (SUPABASE_JWT_SECRET); unset = asymmetric keys from the JWKS. */
  jwtSecret: string | null
  /** Where the project's public signing keys are (SUPABASE_JWKS_URL, default `<url>/auth/v1/.well-known/jwks.json`). */
  jwksUrl: string
}

/**
 * The Supabase auth mode's settings, or null when NEXT_PUBLIC_SUPABASE_URL and
 * NEXT_PUBLIC_SUPABASE_ANON_KEY are not both set (then the app runs in Payload mode).
 */
export function supabaseAuthConfig(
  env: NodeJS.ProcessEnv = process.env,
): SupabaseAuthConfig | null {
  const url = env.NEXT_PUBLIC_SUPABASE_URL?.trim().replace(/\/+$/, '')
  const anonKey = env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim()
  if (!url || !anonKey) return null
  return {
    url,
    anonKey,
    issuer: `${url}/auth/v1`,
    audience: env.SUPABASE_JWT_AUDIENCE?.trim() || 'authenticated',
    jwtSecret: env.SUPABASE_JWT_SECRET?.trim() || null,
    jwksUrl: env.SUPABASE_JWKS_URL?.trim() || `${url}/auth/v1/.well-known/jwks.json`,
  }
}
