import { z } from 'zod'

import { OAUTH_COOKIE, OAUTH_COOKIE_MAX_AGE, type PendingSignIn } from './oidc'
import { SOCIAL_PROVIDERS } from './providers'

const pendingSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string().min(16),
  nonce: z.string().min(16),
  verifier: z.string().min(43),
  next: z.string(),
})

const secure = () => process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1'

/**
 * Set-Cookie value keeping a pending sign-in for 10 minutes (HttpOnly, only sent to
 * `/api/auth/oauth`). Apple answers with a cross-site form POST, which needs
 * `SameSite=None` (and so Secure); the others redirect with a GET (`Lax`).
 */
export function pendingCookie(pending: PendingSignIn): string {
  const value = Buffer.from(JSON.stringify(pending)).toString('base64url')
  const sameSite =
    pending.provider === 'apple' ? 'None; Secure' : `Lax${secure() ? '; Secure' : ''}`
  return `${OAUTH_COOKIE}=${value}; Path=/api/auth/oauth; Max-Age=${OAUTH_COOKIE_MAX_AGE}; HttpOnly; SameSite=${sameSite}`
}

/** Set-Cookie value removing the pending sign-in. */
export const clearedPendingCookie = () =>
  `${OAUTH_COOKIE}=; Path=/api/auth/oauth; Max-Age=0; HttpOnly; SameSite=Lax`

/** The pending sign-in of a request's cookies, or null when missing or malformed. */
export function pendingFrom(headers: Headers): PendingSignIn | null {
  const raw = (headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${OAUTH_COOKIE}=`))
    ?.slice(OAUTH_COOKIE.length + 1)
  if (!raw) return null
  try {
    const parsed = pendingSchema.safeParse(
      JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
