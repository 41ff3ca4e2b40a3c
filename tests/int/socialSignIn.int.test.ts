import { OAuth2Server } from 'oauth2-mock-server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as startSocial } from '@/app/api/auth/oauth/[provider]/route'
import { GET as socialCallback } from '@/app/api/auth/oauth/[provider]/callback/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import { configuredSocialProviders } from '@/lib/auth/social/providers'

import { callRoute, cookiePair } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'

let payload: Payload
let provider: OAuth2Server
/** What the OpenID provider says about the user signing in. */
let identity: { email: string; email_verified: boolean }
const saved = { ...process.env }

async function call(handler: typeof startSocial, url: string, cookie?: string) {
  const headers = new Headers(cookie ? { cookie } : {})
  const provider = /oauth\/([a-z]+)/.exec(url)![1]!
  const res = await handler(new Request(url, { headers }), {
    params: Promise.resolve({ provider }),
  })
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    cookies: res.headers.getSetCookie(),
  }
}

/** Runs the whole redirect dance; `tamper` may change the callback URL before it is used. */
async function signInWithGoogle(tamper: (callback: URL) => URL = (u) => u) {
  const start = await call(startSocial, 'http://localhost/api/auth/oauth/google?next=/account')
  expect(start.status).toBe(302)
  const authorize = new URL(start.location)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorize.searchParams.get('state')).toBeTruthy()
  expect(authorize.searchParams.get('nonce')).toBeTruthy()
  // The provider signs the user in at once and redirects back with code and state.
  const answer = await fetch(authorize, { redirect: 'manual' })
  const callback = tamper(new URL(answer.headers.get('location')!))
  expect(callback.pathname).toBe('/api/auth/oauth/google/callback')
  const pending = cookiePair(start.cookies.find((c) => c.startsWith('dj_oauth=')) ?? null)
  return call(socialCallback, callback.href, pending)
}

beforeAll(async () => {
  payload = await testPayload()
  provider = new OAuth2Server()
  await provider.issuer.keys.generate('RS256')
  await provider.start(0, '127.0.0.1')
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity)
  })
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: 'journal-client',
    GOOGLE_CLIENT_SECRET: 'journal-secret',
    GOOGLE_ISSUER: provider.issuer.url,
  })
  delete process.env.NEXT_PUBLIC_SUPABASE_URL
})

beforeEach(() => {
  identity = { email: 'nobody@social.test', email_verified: true }
})

afterAll(async () => {
  for (const key of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER']) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  await provider.stop()
})

describe('social sign-in in Payload mode', () => {
  it('shows only configured providers', () => {
    expect(configuredSocialProviders()).toEqual(['google'])
    expect(configuredSocialProviders({ NODE_ENV: 'test' })).toEqual([])
  })

  it('signs an existing account in through the OpenID provider and returns to /account', async () => {
    const user = await createUser(payload, 'doctor')
    identity = { email: user.email.toUpperCase(), email_verified: true }
    const result = await signInWithGoogle()
    expect(result.status).toBe(303)
    expect(new URL(result.location).pathname).toBe('/account')
    const session = result.cookies.find((c) => c.startsWith('payload-token='))
    expect(result.cookies.some((c) => c.startsWith('dj_oauth=;'))).toBe(true)
    const me = await callRoute(currentUser, { method: 'GET', cookie: cookiePair(session ?? null) })
    expect(me.status).toBe(200)
    expect(me.json.id).toBe(user.id)
  })

  it('refuses an answer whose state does not match, and an unverified e-mail', async () => {
    const user = await createUser(payload, 'doctor')
    identity = { email: user.email, email_verified: true }
    const mismatch = await signInWithGoogle((u) => {
      u.searchParams.set('state', 'forged-state-value-1234567890')
      return u
    })
    expect(mismatch.location).toMatch(/\/sign-in\?error=oauth_state$/)
    expect(mismatch.cookies.some((c) => c.startsWith('payload-token='))).toBe(false)

    identity = { email: user.email, email_verified: false }
    const unverified = await signInWithGoogle()
    expect(unverified.location).toMatch(/\/sign-in\?error=oauth_unverified$/)
    expect(unverified.cookies.some((c) => c.startsWith('payload-token='))).toBe(false)
  })

  it('refuses staff accounts and accounts never verified by us', async () => {
    const editor = await createUser(payload, 'editor')
    identity = { email: editor.email, email_verified: true }
    expect((await signInWithGoogle()).location).toMatch(/\/sign-in\?error=oauth_staff$/)

    const pending = await payload.create({
      collection: 'users',
      disableVerificationEmail: true,
      data: {
        email: `pending-${Date.now()}@social.test`,
        password: 'someone-elses-pw',
        roles: ['doctor'],
      },
    })
    identity = { email: pending.email, email_verified: true }
    expect((await signInWithGoogle()).location).toMatch(
      /\/sign-in\?error=oauth_account_unverified$/,
    )
  })

  it('sends an unknown address to sign-up (an invitation code is needed) and refuses a callback without its cookie', async () => {
    identity = { email: 'new-person@social.test', email_verified: true }
    expect((await signInWithGoogle()).location).toMatch(/\/sign-up\?error=oauth_no_account$/)
    const noCookie = await call(
      socialCallback,
      'http://localhost/api/auth/oauth/google/callback?code=x&state=y',
    )
    expect(noCookie.location).toMatch(/\/sign-in\?error=oauth_state$/)
  })

  it('answers 404 for a provider that is not configured', async () => {
    const res = await call(startSocial, 'http://localhost/api/auth/oauth/facebook')
    expect(res.status).toBe(404)
  })

  // Last in the file: the provider answers the forged code with an error and may close
  // the connection, which a following token request on the same socket would trip over.
  it('refuses a code that is not the one the provider issued', async () => {
    const doctor = await createUser(payload, 'doctor')
    identity = { email: doctor.email, email_verified: true }
    const forgedCode = await signInWithGoogle((u) => {
      u.searchParams.set('code', 'not-the-issued-code')
      return u
    })
    expect(forgedCode.location).toMatch(/\/sign-in\?error=oauth_failed$/)
    expect(forgedCode.cookies.some((c) => c.startsWith('payload-token='))).toBe(false)
  })
})
