import { randomUUID } from 'node:crypto'

import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as currentUser } from '@/app/api/auth/user/route'
import { DEMO_INVITATION_CODE } from '../../scripts/seed/demoAccounts'

import { startHttpStandIn } from '../support/httpStandIn'
import { callRoute } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'

let payload: Payload
let supabase: Awaited<ReturnType<typeof startHttpStandIn>>
let signingKey: CryptoKey
let foreignKey: CryptoKey
const KID = 'test-key-1'
/** Supabase users whose address Supabase has not confirmed (GET /auth/v1/user). */
const unconfirmed = new Set<string>()
const saved = { ...process.env }

type TokenOptions = {
  sub?: string
  email?: string
  meta?: Record<string, unknown>
  expiresIn?: string | number
  audience?: string
  issuer?: string
  key?: CryptoKey
}

async function token({
  sub = randomUUID(),
  email,
  meta = {},
  expiresIn = '1h',
  audience = 'authenticated',
  issuer,
  key = signingKey,
}: TokenOptions) {
  return new SignJWT({
    email: email ?? `${sub}@supabase.test`,
    role: 'authenticated',
    user_metadata: meta,
  })
    .setProtectedHeader({ alg: 'ES256', kid: KID })
    .setSubject(sub)
    .setIssuer(issuer ?? `${supabase.url}/auth/v1`)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key)
}

const userFor = (bearer: string) => callRoute(currentUser, { method: 'GET', bearer })
const usersWithSupabaseId = async (sub: string) =>
  (
    await payload.count({
      collection: 'users',
      where: { supabaseUserId: { equals: sub } },
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  const pair = await generateKeyPair('ES256')
  signingKey = pair.privateKey
  foreignKey = (await generateKeyPair('ES256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' }
  supabase = await startHttpStandIn({
    'GET /auth/v1/.well-known/jwks.json': () => ({ json: { keys: [jwk] } }),
    'GET /auth/v1/user': (r) => {
      const sub = decodeJwt(r.headers.authorization?.replace('Bearer ', '') ?? '').sub ?? ''
      return {
        json: { id: sub, email_confirmed_at: unconfirmed.has(sub) ? null : '2026-11-01T00:00:00Z' },
      }
    },
  })
  Object.assign(process.env, {
    NEXT_PUBLIC_SUPABASE_URL: supabase.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
  })
})

afterAll(async () => {
  for (const key of [
    'NEXT_PUBLIC_SUPABASE_URL',
    'NEXT_PUBLIC_SUPABASE_ANON_KEY',
    'SUPABASE_JWT_SECRET',
  ]) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  await supabase.stop()
})

describe('Supabase access tokens', () => {
  it('signs in a new Supabase user with an invitation code, creating the account once even under concurrent first requests', async () => {
    const sub = randomUUID()
    const bearer = await token({
      sub,
      email: `Neu-${sub}@Supabase.test`,
      meta: {
        firstName: 'Nora',
        lastName: 'Neu',
        inviteCode: DEMO_INVITATION_CODE,
        accountType: 'doctor',
      },
    })
    const answers = await Promise.all([userFor(bearer), userFor(bearer), userFor(bearer)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers[0]!.json).toMatchObject({
      email: `neu-${sub}@supabase.test`,
      user_metadata: { firstName: 'Nora', lastName: 'Neu' },
      roles: ['doctor'],
    })
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1)
    expect(await usersWithSupabaseId(sub)).toBe(1)
  })

  it('never signs a Supabase user in to an existing account by e-mail alone, nor creates a second one: 409 until its owner links it', async () => {
    const existing = await createUser(payload, 'doctor')
    const sub = randomUUID()
    const res = await userFor(
      await token({
        sub,
        email: existing.email.toUpperCase(),
        meta: { inviteCode: DEMO_INVITATION_CODE },
      }),
    )
    expect(res).toMatchObject({ status: 409, json: { code: 'supabaseLinkRequired' } })
    expect(await usersWithSupabaseId(sub)).toBe(0)
    // Linking with the journal password: tests/int/security/supabaseAccountLink.int.test.ts.
  })

  it('creates no account for an unconfirmed address, and a staff account with the same address stays signed out', async () => {
    const notConfirmed = randomUUID()
    unconfirmed.add(notConfirmed)
    expect(
      (
        await userFor(
          await token({ sub: notConfirmed, meta: { inviteCode: DEMO_INVITATION_CODE } }),
        )
      ).status,
    ).toBe(401)
    expect(await usersWithSupabaseId(notConfirmed)).toBe(0)

    for (const role of ['admin', 'editor'] as const) {
      const staff = await createUser(payload, role)
      expect((await userFor(await token({ email: staff.email }))).status).toBe(401)
    }
  })

  it('refuses expired, foreign-signed, wrong-audience and wrong-issuer tokens', async () => {
    const meta = { inviteCode: DEMO_INVITATION_CODE }
    const refused = [
      await token({ meta, expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await token({ meta, key: foreignKey }),
      await token({ meta, audience: 'anon' }),
      await token({ meta, issuer: 'https://other.supabase.co/auth/v1' }),
      // Signed correctly but without an expiry.
      await new SignJWT({ email: 'no-exp@supabase.test', user_metadata: meta })
        .setProtectedHeader({ alg: 'ES256', kid: KID })
        .setSubject(randomUUID())
        .setIssuer(`${supabase.url}/auth/v1`)
        .setAudience('authenticated')
        .sign(signingKey),
      'not-a-jwt',
    ]
    for (const bearer of refused) expect((await userFor(bearer)).status).toBe(401)
  })

  it('creates no account for an unknown user without a usable invitation code', async () => {
    const sub = randomUUID()
    expect((await userFor(await token({ sub }))).status).toBe(401)
    expect((await userFor(await token({ sub, meta: { inviteCode: 'DJ-NOPE-0000' } }))).status).toBe(
      401,
    )
    expect(await usersWithSupabaseId(sub)).toBe(0)
  })

  it('reads the session cookie of @supabase/ssr (base64, chunked)', async () => {
    const sub = randomUUID()
    const access = await token({ sub, meta: { inviteCode: DEMO_INVITATION_CODE } })
    const value = `base64-${Buffer.from(JSON.stringify({ access_token: access, refresh_token: 'r' })).toString('base64url')}`
    const cookie = `sb-testref-auth-token.0=${value.slice(0, 100)}; sb-testref-auth-token.1=${value.slice(100)}`
    const res = await callRoute(currentUser, { method: 'GET', cookie })
    expect(res.status).toBe(200)
    expect(await usersWithSupabaseId(sub)).toBe(1)
  })

  it('accepts the legacy HS256 secret when configured, and only tokens signed with it', async () => {
    process.env.SUPABASE_JWT_SECRET = 'legacy-jwt-secret-at-least-32-characters!'
    try {
      const sub = randomUUID()
      const hs = await new SignJWT({
        email: `${sub}@supabase.test`,
        user_metadata: { inviteCode: DEMO_INVITATION_CODE },
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(`${supabase.url}/auth/v1`)
        .setAudience('authenticated')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(process.env.SUPABASE_JWT_SECRET))
      expect((await userFor(hs)).status).toBe(200)
      expect(
        (await userFor(await token({ meta: { inviteCode: DEMO_INVITATION_CODE } }))).status,
      ).toBe(401)
    } finally {
      delete process.env.SUPABASE_JWT_SECRET
    }
  })

  it('leaves Payload mode untouched when Supabase is not configured', async () => {
    const url = process.env.NEXT_PUBLIC_SUPABASE_URL
    delete process.env.NEXT_PUBLIC_SUPABASE_URL
    try {
      expect(
        (await userFor(await token({ meta: { inviteCode: DEMO_INVITATION_CODE } }))).status,
      ).toBe(401)
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = url
    }
  })
})
