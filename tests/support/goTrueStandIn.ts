import { randomUUID } from 'node:crypto'

import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose'

import { startHttpStandIn } from './httpStandIn'

type StoredUser = {
  id: string
  email: string
  password: string
  user_metadata: Record<string, unknown>
}

/**
 * A stand-in for Supabase Auth (GoTrue) at its HTTP boundary, for the real supabase-js in
 * the browser: password sign-in and refresh issue ES256 access tokens (`iss` =
 * `<url>/auth/v1`, `aud` = authenticated) that the journal verifies against this
 * stand-in's JWKS; sign-up, magic link, recovery, user update and logout answer as GoTrue
 * does. `users` are the accounts it knows (e-mail -> password). Mailed links are not sent:
 * `GET /test/last-code?email=` gives the code a link would carry (PKCE `?code=`).
 */
export async function startGoTrueStandIn(users: Array<{ email: string; password: string }>) {
  const { publicKey, privateKey } = await generateKeyPair('ES256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'ES256', use: 'sig' }
  const accounts = new Map<string, StoredUser>(
    users.map((u) => [u.email, { id: randomUUID(), ...u, user_metadata: {} }]),
  )
  const refreshTokens = new Map<string, StoredUser>()
  /** Codes of the links mailed (magic link, recovery): code -> account, and the newest per e-mail. */
  const linkCodes = new Map<string, StoredUser>()
  const lastCode = new Map<string, string>()
  const mailLink = (body: string) => {
    const email = (JSON.parse(body) as { email?: string }).email?.toLowerCase() ?? ''
    const u = accounts.get(email)
    if (u) {
      const code = randomUUID()
      linkCodes.set(code, u)
      lastCode.set(email, code)
    }
    return { json: {} }
  }
  const bearerUser = (authorization: string | undefined) => {
    try {
      const sub = decodeJwt(authorization?.replace(/^Bearer\s+/i, '') ?? '').sub
      return [...accounts.values()].find((u) => u.id === sub)
    } catch {
      return undefined
    }
  }
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
    const accessToken = await new SignJWT({
      email: u.email,
      role: 'authenticated',
      user_metadata: u.user_metadata,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'stand-in' })
      .setSubject(u.id)
      .setIssuer(issuer)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(privateKey)
    const refresh = randomUUID()
    refreshTokens.set(refresh, u)
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      refresh_token: refresh,
      user: publicUser(u),
    }
  }
  const invalid = {
    status: 400,
    json: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
  }
  const standIn = await startHttpStandIn(
    {
      'GET /auth/v1/.well-known/jwks.json': () => ({ json: { keys: [jwk] } }),
      'POST /auth/v1/token': async (r) => {
        const body = JSON.parse(r.body) as {
          email?: string
          password?: string
          refresh_token?: string
        }
        if (r.query.get('grant_type') === 'refresh_token') {
          const u = refreshTokens.get(body.refresh_token ?? '')
          return u ? { json: await session(u) } : invalid
        }
        if (r.query.get('grant_type') === 'pkce') {
          // The link's code, exchanged by the browser with its PKCE verifier.
          const { auth_code: code, code_verifier: verifier } = JSON.parse(r.body) as {
            auth_code?: string
            code_verifier?: string
          }
          const u = linkCodes.get(code ?? '')
          if (!u || !verifier)
            return {
              status: 400,
              json: {
                code: 400,
                error_code: 'bad_code_verifier',
                msg: 'invalid flow state, no valid flow state found',
              },
            }
          linkCodes.delete(code!)
          return { json: await session(u) }
        }
        const u = accounts.get(body.email?.toLowerCase() ?? '')
        return u && u.password === body.password ? { json: await session(u) } : invalid
      },
      'POST /auth/v1/signup': (r) => {
        const body = JSON.parse(r.body) as {
          email: string
          password: string
          data?: Record<string, unknown>
        }
        const u: StoredUser = {
          id: randomUUID(),
          email: body.email.toLowerCase(),
          password: body.password,
          user_metadata: body.data ?? {},
        }
        accounts.set(u.email, u)
        mailLink(JSON.stringify({ email: u.email }))
        return { json: { ...publicUser(u), email_confirmed_at: null } }
      },
      'POST /auth/v1/otp': (r) => mailLink(r.body),
      'POST /auth/v1/recover': (r) => mailLink(r.body),
      'POST /auth/v1/resend': () => ({ json: {} }),
      'GET /auth/v1/user': (r) => {
        const u = bearerUser(r.headers.authorization)
        return u
          ? { json: publicUser(u) }
          : { status: 401, json: { code: 401, msg: 'Auth session missing!' } }
      },
      'PUT /auth/v1/user': (r) => {
        const u = bearerUser(r.headers.authorization)
        if (!u) return { status: 401, json: { code: 401, msg: 'Auth session missing!' } }
        const { password } = JSON.parse(r.body) as { password?: string }
        if (password) u.password = password
        return { json: publicUser(u) }
      },
      // For the tests only: the code in the newest link mailed to an address.
      'GET /test/last-code': (r) => ({
        json: { code: lastCode.get(r.query.get('email')?.toLowerCase() ?? '') ?? null },
      }),
      'POST /auth/v1/logout': () => ({ status: 204 }),
    },
    { cors: true },
  )
  issuer = `${standIn.url}/auth/v1`
  return { ...standIn, accounts }
}
