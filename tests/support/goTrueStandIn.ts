import { randomUUID } from 'node:crypto'

import { exportJWK, generateKeyPair, SignJWT } from 'jose'

import { startHttpStandIn } from './httpStandIn'

type StoredUser = { id: string; email: string; password: string; user_metadata: Record<string, unknown> }

/**
 * A stand-in for Supabase Auth (GoTrue) at its HTTP boundary, for the real supabase-js in
 * the browser: password sign-in and refresh issue ES256 access tokens (`iss` =
 * `<url>/auth/v1`, `aud` = authenticated) that the journal verifies against this
 * stand-in's JWKS; sign-up, magic link, recovery, user update and logout answer as GoTrue
 * does. `users` are the accounts it knows (e-mail -> password).
 */
export async function startGoTrueStandIn(users: Array<{ email: string; password: string }>) {
  const { publicKey, privateKey } = await generateKeyPair('ES256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'ES256', use: 'sig' }
  const accounts = new Map<string, StoredUser>(users.map((u) => [u.email, { id: randomUUID(), ...u, user_metadata: {} }]))
  const refreshTokens = new Map<string, StoredUser>()
  let issuer = ''
  const publicUser = (u: StoredUser) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: '2026-11-01T00:00:00Z',
    app_metadata: { provider: 'email' },
    user_metadata: u.user_metadata,
    created_at: '2026-11-01T00:00:00Z',
  })
  const session = async (u: StoredUser) => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600
    const accessToken = await new SignJWT({ email: u.email, role: 'authenticated', user_metadata: u.user_metadata })
      .setProtectedHeader({ alg: 'ES256', kid: 'stand-in' })
      .setSubject(u.id)
      .setIssuer(issuer)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(privateKey)
    const refresh = randomUUID()
    refreshTokens.set(refresh, u)
    return { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, refresh_token: refresh, user: publicUser(u) }
  }
  const invalid = { status: 400, json: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' } }
  const standIn = await startHttpStandIn(
    {
      'GET /auth/v1/.well-known/jwks.json': () => ({ json: { keys: [jwk] } }),
      'POST /auth/v1/token': async (r) => {
        const body = JSON.parse(r.body) as { email?: string; password?: string; refresh_token?: string }
        if (r.query.get('grant_type') === 'refresh_token') {
          const u = refreshTokens.get(body.refresh_token ?? '')
          return u ? { json: await session(u) } : invalid
        }
        const u = accounts.get(body.email?.toLowerCase() ?? '')
        return u && u.password === body.password ? { json: await session(u) } : invalid
      },
      'POST /auth/v1/signup': (r) => {
        const body = JSON.parse(r.body) as { email: string; password: string; data?: Record<string, unknown> }
        const u: StoredUser = { id: randomUUID(), email: body.email.toLowerCase(), password: body.password, user_metadata: body.data ?? {} }
        accounts.set(u.email, u)
        return { json: { ...publicUser(u), email_confirmed_at: null } }
      },
      'POST /auth/v1/otp': () => ({ json: {} }),
      'POST /auth/v1/recover': () => ({ json: {} }),
      'POST /auth/v1/resend': () => ({ json: {} }),
      'GET /auth/v1/user': () => ({ status: 401, json: { code: 401, msg: 'Auth session missing!' } }),
      'POST /auth/v1/logout': () => ({ status: 204 }),
    },
    { cors: true },
  )
  issuer = `${standIn.url}/auth/v1`
  return { ...standIn, accounts }
}
