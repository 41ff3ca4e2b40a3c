/** Social sign-in providers (Supabase names LinkedIn `linkedin_oidc`). */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'linkedin', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Display names on the buttons. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
}

/** OpenID Connect issuers (discovery at `<issuer>/.well-known/openid-configuration`). */
const DEFAULT_ISSUERS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  linkedin: 'https://www.linkedin.com/oauth',
  facebook: 'https://www.facebook.com',
}

/** An OpenID provider's client registration. */
export type SocialProviderConfig = {
  provider: SocialProvider
  issuer: string
  clientId: string
  clientSecret: string
}

/**
 * The provider's registration in Payload mode, from `<NAME>_CLIENT_ID` and
 * `<NAME>_CLIENT_SECRET` (e.g. GOOGLE_CLIENT_ID); `<NAME>_ISSUER` points elsewhere (tests,
 * a proxy). Null when not configured. Apple's client secret is the signed JWT Apple asks for.
 */
export function socialProviderConfig(
  provider: SocialProvider,
  env: NodeJS.ProcessEnv = process.env,
): SocialProviderConfig | null {
  const name = provider.toUpperCase()
  const clientId = env[`${name}_CLIENT_ID`]?.trim()
  const clientSecret = env[`${name}_CLIENT_SECRET`]?.trim()
  if (!clientId || !clientSecret) return null
  return {
    provider,
    issuer: env[`${name}_ISSUER`]?.trim() || DEFAULT_ISSUERS[provider],
    clientId,
    clientSecret,
  }
}

/**
 * The providers that get a button: in Supabase mode the ones listed in
 * NEXT_PUBLIC_SUPABASE_PROVIDERS (enabled in the Supabase dashboard), in Payload mode the
 * ones with a client id and secret.
 */
export function configuredSocialProviders(env: NodeJS.ProcessEnv = process.env): SocialProvider[] {
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    const listed = (env.NEXT_PUBLIC_SUPABASE_PROVIDERS ?? '')
      .split(',')
      .map((p) => p.trim().toLowerCase())
    return SOCIAL_PROVIDERS.filter((p) => listed.includes(p))
  }
  return SOCIAL_PROVIDERS.filter((p) => socialProviderConfig(p, env))
}

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}
