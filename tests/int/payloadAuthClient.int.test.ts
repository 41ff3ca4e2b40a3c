import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route'
import { POST as magicLink } from '@/app/api/auth/magic-link/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { POST as signOutEverywhere } from '@/app/api/auth/sign-out-everywhere/route'
import { POST as signUp } from '@/app/api/auth/sign-up/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import { payloadAuthClient } from '@/lib/auth/client/payloadAuthClient'
import type { AuthClient, AuthEvent } from '@/lib/auth/client/types'

import { authClientContract } from './helpers/authClientContract'
import { smtpServerForFile } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { startRouteServer } from './helpers/routeServer'

let server: Awaited<ReturnType<typeof startRouteServer>>
let auth: AuthClient
let events: AuthEvent[]
let account: { email: string; password: string }

smtpServerForFile()

beforeAll(async () => {
  server = await startRouteServer({
    'POST /api/auth/sign-up': signUp,
    'POST /api/auth/sign-in': signIn,
    'POST /api/auth/magic-link': magicLink,
    'POST /api/auth/forgot-password': forgotPassword,
    'POST /api/auth/sign-out-everywhere': signOutEverywhere,
    'GET /api/auth/user': currentUser,
  })
})
afterAll(() => server.stop())

/**
 * A browser's cookie jar around Node's fetch (which keeps no cookies), so the client's
 * session cookie travels as it does in a browser.
 */
function fetchWithCookieJar(base: typeof fetch): typeof fetch {
  const jar = new Map<string, string>()
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const res = await base(input, { ...init, headers })
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';', 1)[0]!
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (value) jar.set(name, value)
      else jar.delete(name)
    }
    return res
  }
}

const nodeFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = nodeFetch
})
beforeEach(async () => {
  globalThis.fetch = fetchWithCookieJar(nodeFetch)
  auth = payloadAuthClient(server.url)
  events = []
  auth.onAuthStateChange((e) => events.push(e))
  account = {
    email: (await createUser(await testPayload(), 'doctor')).email,
    password: 'test-password-123',
  }
})

describe('Payload mode of the auth client (over HTTP against the real routes)', () => {
  authClientContract(() => ({ auth, events, account }))
})

describe('Payload mode: sessions', () => {
  it('signing out on all devices leaves this browser without a session', async () => {
    expect((await auth.signInWithPassword(account)).ok).toBe(true)
    expect((await fetch(`${server.url}/api/auth/user`)).status).toBe(200)
    expect((await auth.signOutEverywhere()).ok).toBe(true)
    expect((await fetch(`${server.url}/api/auth/user`)).status).toBe(401)
  })
})
