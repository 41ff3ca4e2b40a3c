// supabase-js's own GoTrue client (its realtime part needs a WebSocket, which Node 20 lacks).
import { AuthClient as GoTrueClient } from '@supabase/auth-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as checkInvitation } from '@/app/api/auth/invitation-code/check/route'
import { supabaseAuthClient } from '@/lib/auth/client/supabaseAuthClient'
import type { AuthClient, AuthEvent, AuthResult } from '@/lib/auth/client/types'
import { INVALID_INVITATION_MESSAGE } from '@/lib/invitations/redeem'
import { DEMO_INVITATION_CODE } from '../../scripts/seed/demoAccounts'

import { startHttpStandIn, type StandInRequest } from '../support/httpStandIn'
import { authClientContract } from './helpers/authClientContract'
import { callRoute } from './helpers/http'

const ORIGIN = 'https://journal.example'
const user = (email: string, meta: Record<string, unknown> = {}) => ({
  id: '6f1c3a1e-0000-4000-8000-000000000001',
  aud: 'authenticated',
  role: 'authenticated',
  email,
  app_metadata: { provider: 'email' },
  user_metadata: meta,
  created_at: '2026-11-21T00:00:00Z',
})
const session = (email: string) => ({
  access_token: 'header.payload.signature',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  refresh_token: 'refresh',
  user: user(email),
})

/** A stand-in for the Supabase Auth (GoTrue) REST endpoints the client calls. */
async function startGoTrue() {
  return startHttpStandIn({
    'POST /auth/v1/signup': (r) => {
      const body = JSON.parse(r.body) as { email: string; data: Record<string, unknown> }
      return { json: user(body.email, body.data) }
    },
    'POST /auth/v1/token': (r) => {
      const body = JSON.parse(r.body) as { email: string; password: string }
      if (body.password !== 'right-password')
        return {
          status: 400,
          json: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
        }
      return { json: session(body.email) }
    },
    'POST /auth/v1/otp': () => ({ json: {} }),
    'POST /auth/v1/recover': () => ({ json: {} }),
    'POST /auth/v1/resend': () => ({ json: {} }),
    'PUT /auth/v1/user': (r) => ({
      json: user('doc@example.org', JSON.parse(r.body) as Record<string, unknown>),
    }),
    'POST /auth/v1/logout': () => ({ status: 204 }),
  })
}

let gotrue: Awaited<ReturnType<typeof startGoTrue>>
let auth: AuthClient
let events: AuthEvent[]

/** The journal's own invitation check, called as the browser would. */
const check = async (code: string): Promise<AuthResult> => {
  const res = await callRoute(checkInvitation, { body: { code } })
  return res.status === 200
    ? { ok: true, data: res.json }
    : { ok: false, status: res.status, message: String(res.json.message) }
}
const last = (path: string): StandInRequest =>
  gotrue.requests.filter((r) => r.path === path).at(-1)!

beforeAll(async () => {
  gotrue = await startGoTrue()
})
afterAll(() => gotrue.stop())
beforeEach(() => {
  gotrue.reset()
  const client = new GoTrueClient({
    url: `${gotrue.url}/auth/v1`,
    headers: { apikey: 'anon-key' },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  })
  auth = supabaseAuthClient(client, ORIGIN, check)
  events = []
  auth.onAuthStateChange((e) => events.push(e))
})

describe('Supabase mode of the auth client (against a GoTrue stand-in)', () => {
  authClientContract(() => ({
    auth,
    events,
    account: { email: 'doc@example.org', password: 'right-password' },
  }))

  it('checks the invitation code on the journal before Supabase creates the account, and sends the sign-up metadata', async () => {
    const input = {
      email: 'neu@example.org',
      password: 'geheim-123',
      firstName: 'Nina',
      lastName: 'Neu',
      language: 'de',
    }
    const refused = await auth.signUp({ ...input, inviteCode: 'DJ-NOPE-0000' })
    expect(refused).toEqual({ ok: false, status: 400, message: INVALID_INVITATION_MESSAGE })
    expect(gotrue.calls('POST', '/auth/v1/signup')).toHaveLength(0)

    expect((await auth.signUp({ ...input, inviteCode: DEMO_INVITATION_CODE })).ok).toBe(true)
    const sent = last('/auth/v1/signup')
    expect(JSON.parse(sent.body)).toMatchObject({
      email: 'neu@example.org',
      data: {
        firstName: 'Nina',
        lastName: 'Neu',
        inviteCode: DEMO_INVITATION_CODE,
        accountType: 'doctor',
      },
    })
    expect(sent.query.get('redirect_to')).toBe(`${ORIGIN}/verify-email`)
  })

  it("signs in with a password, passing on the provider's message when it fails, and raises SIGNED_IN", async () => {
    expect(
      await auth.signInWithPassword({ email: 'doc@example.org', password: 'wrong' }),
    ).toMatchObject({ ok: false, message: 'Invalid login credentials' })
    expect(
      (await auth.signInWithPassword({ email: 'doc@example.org', password: 'right-password' })).ok,
    ).toBe(true)
    expect(last('/auth/v1/token').query.get('grant_type')).toBe('password')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toContain('SIGNED_IN')
  })

  it('sends magic links, reset and verification mails with their redirect targets', async () => {
    expect((await auth.signInWithMagicLink({ email: 'doc@example.org' })).ok).toBe(true)
    expect(last('/auth/v1/otp').query.get('redirect_to')).toBe(`${ORIGIN}/account`)
    expect(JSON.parse(last('/auth/v1/otp').body)).toMatchObject({
      email: 'doc@example.org',
      create_user: false,
    })
    await auth.signInWithMagicLink({ email: 'doc@example.org', redirectPath: '/checkout-success' })
    expect(last('/auth/v1/otp').query.get('redirect_to')).toBe(`${ORIGIN}/checkout-success`)
    expect((await auth.requestPasswordReset({ email: 'doc@example.org' })).ok).toBe(true)
    expect(last('/auth/v1/recover').query.get('redirect_to')).toBe(`${ORIGIN}/reset-password`)
    expect((await auth.resendVerification({ email: 'doc@example.org' })).ok).toBe(true)
    expect(JSON.parse(last('/auth/v1/resend').body)).toMatchObject({
      type: 'signup',
      email: 'doc@example.org',
    })
  })

  it('changes the password only after the current one verifies, then signs out', async () => {
    expect(
      await auth.changePassword({
        email: 'doc@example.org',
        currentPassword: 'wrong',
        newPassword: 'neues-passwort',
      }),
    ).toEqual({
      ok: false,
      status: 400,
      code: 'current_password_wrong',
      message: 'Aktuelles Passwort falsch',
    })
    expect(gotrue.calls('PUT', '/auth/v1/user')).toHaveLength(0)
    expect(
      (
        await auth.changePassword({
          email: 'doc@example.org',
          currentPassword: 'right-password',
          newPassword: 'neues-passwort',
        })
      ).ok,
    ).toBe(true)
    expect(JSON.parse(last('/auth/v1/user').body)).toMatchObject({ password: 'neues-passwort' })
    await auth.signOut()
    expect(gotrue.calls('POST', '/auth/v1/logout')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toContain('SIGNED_OUT')
  })

  it("signs out on all devices with Supabase's global scope", async () => {
    expect(
      (await auth.signInWithPassword({ email: 'doc@example.org', password: 'right-password' })).ok,
    ).toBe(true)
    expect((await auth.signOutEverywhere()).ok).toBe(true)
    expect(last('/auth/v1/logout').query.get('scope')).toBe('global')
  })
})
