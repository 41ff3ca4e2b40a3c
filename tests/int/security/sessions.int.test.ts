import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as redeemMagicLink } from '@/app/api/auth/magic-link/verify/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { POST as signOutEverywhere } from '@/app/api/auth/sign-out-everywhere/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route'
import { createMagicLinkToken } from '@/lib/auth/magicLink'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { issueVerificationToken } from '@/lib/auth/verification'

import { callRoute, cookieNamed } from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'

/**
 * Sessions: a browser's session is the HTTP-only cookie, so no page script ever holds the
 * session token (an injected script could carry it off and use it for 7 days as a Bearer
 * token); only a client that asks for a Bearer token gets one. "Auf allen Geräten
 * abmelden" ends every session of the account, cookies and Bearer tokens alike.
 */
let payload: Payload
const PASSWORD = 'test-password-123'

beforeAll(async () => {
  payload = await testPayload()
})

const jwtPattern = /eyJ[\w-]+\.[\w-]+\.[\w-]+/

const works = async (auth: { cookie?: string; bearer?: string }) =>
  (await callRoute(currentUser, { method: 'GET', ...auth })).status === 200

describe('the session token stays out of page scripts', () => {
  it('a password sign-in answers the user and the expiry, and the session only as the HTTP-only cookie', async () => {
    const user = await createUser(payload, 'doctor')
    const res = await callRoute(signIn, { body: { email: user.email, password: PASSWORD } })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ user: { email: user.email } })
    expect(Number(res.json.expires_in)).toBeGreaterThan(6 * 24 * 3600)
    expect(res.json).not.toHaveProperty('access_token')
    expect(JSON.stringify(res.json)).not.toMatch(jwtPattern)
    expect(res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))).toMatch(
      /HttpOnly/i,
    )
    expect(await works({ cookie: cookieNamed(res.headers, 'payload-token') })).toBe(true)
  })

  it('a client that asks for a Bearer token gets one, and no cookie', async () => {
    const user = await createUser(payload, 'doctor')
    const res = await callRoute(signIn, {
      body: { email: user.email, password: PASSWORD, bearer: true },
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ token_type: 'bearer' })
    expect(res.setCookie).toBeNull()
    expect(await works({ bearer: String(res.json.access_token) })).toBe(true)
  })

  it('magic and verification links answer without the token', async () => {
    const user = await createUser(payload, 'doctor')
    const magic = await callRoute(redeemMagicLink, {
      body: { token: await createMagicLinkToken(payload, user), confirmed: true },
    })
    const verified = await callRoute(verifyEmail, {
      body: { token: await issueVerificationToken(payload, user.id), confirmed: true },
    })
    for (const res of [magic, verified]) {
      expect(res.status).toBe(200)
      expect(JSON.stringify(res.json)).not.toMatch(jwtPattern)
    }
  })
})

describe('POST /api/auth/sign-out-everywhere ("Auf allen Geräten abmelden")', () => {
  it('ends every session of the account, this one included, and removes the cookie here', async () => {
    const user = await createUser(payload, 'doctor')
    const here = cookieNamed(
      (await callRoute(signIn, { body: { email: user.email, password: PASSWORD } })).headers,
      'payload-token',
    )
    const elsewhere = cookieNamed(
      (await callRoute(signIn, { body: { email: user.email, password: PASSWORD } })).headers,
      'payload-token',
    )
    const app = String(
      (
        await callRoute(signIn, {
          body: { email: user.email, password: PASSWORD, bearer: true },
        })
      ).json.access_token,
    )
    const other = await createUser(payload, 'doctor')
    const otherSession = cookieNamed(
      (await callRoute(signIn, { body: { email: other.email, password: PASSWORD } })).headers,
      'payload-token',
    )

    const res = await callRoute(signOutEverywhere, { body: {}, cookie: here })
    expect(res).toMatchObject({
      status: 200,
      json: { message: AUTH_MESSAGES.signedOutEverywhere },
    })
    // An empty session cookie that has already expired.
    expect(res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))).toMatch(
      /^payload-token=;.*Expires=/i,
    )
    expect(await works({ cookie: here })).toBe(false)
    expect(await works({ cookie: elsewhere })).toBe(false)
    expect(await works({ bearer: app })).toBe(false)
    expect(await works({ cookie: otherSession })).toBe(true)
    // Signing in again works as usual.
    expect(
      (await callRoute(signIn, { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(200)
  })

  it('answers 401 without a session', async () => {
    expect(await callRoute(signOutEverywhere, { body: {} })).toMatchObject({
      status: 401,
      json: { message: AUTH_MESSAGES.notSignedIn },
    })
  })
})
