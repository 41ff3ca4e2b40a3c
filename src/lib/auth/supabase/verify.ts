import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'

import type { SupabaseAuthConfig } from './config'

/** The claims of a Supabase access token the journal uses. */
export type SupabaseClaims = {
  sub: string
  email: string
  userMetadata: { firstName?: string; lastName?: string; inviteCode?: string; accountType?: string }
}

/** Accepted signature algorithms: Supabase's asymmetric keys (ES256, RS256) or the legacy shared secret (HS256). */
const ASYMMETRIC = ['ES256', 'RS256']

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
function jwks(url: string) {
  let set = jwksByUrl.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      cacheMaxAge: 10 * 60 * 1000,
      cooldownDuration: 30_000,
    })
    jwksByUrl.set(url, set)
  }
  return set
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined

/**
 * Verifies a Supabase access token with `jose`: the signature (JWKS of the
 * project, or HS256 with the legacy secret), `exp`, `iss` = `<url>/auth/v1` and `aud`.
 * Returns the claims, or null for any invalid, expired, foreign or e-mail-less token.
 */
export async function verifySupabaseToken(
  token: string,
  config: SupabaseAuthConfig,
): Promise<SupabaseClaims | null> {
  let payload: JWTPayload
  try {
    const options = {
      issuer: config.issuer,
      audience: config.audience,
      requiredClaims: ['exp', 'sub'],
    }
    payload = config.jwtSecret
      ? (
          await jwtVerify(token, new TextEncoder().encode(config.jwtSecret), {
            ...options,
            algorithms: ['HS256'],
          })
        ).payload
      : (await jwtVerify(token, jwks(config.jwksUrl), { ...options, algorithms: ASYMMETRIC }))
          .payload
  } catch {
    return null
  }
  const email = text(payload.email)?.toLowerCase()
  if (!payload.sub || !email) return null
  const meta = (payload.user_metadata ?? {}) as Record<string, unknown>
  return {
    sub: payload.sub,
    email,
    userMetadata: {
      firstName: text(meta.firstName),
      lastName: text(meta.lastName),
      inviteCode: text(meta.inviteCode),
      accountType: text(meta.accountType),
    },
  }
}
