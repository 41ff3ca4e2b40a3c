import { randomUUID } from 'node:crypto'

import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as link } from '@/app/api/auth/supabase/link/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import type { User } from '@payload-types'

import { startHttpStandIn } from '../../support/httpStandIn'
import { callRoute, freshIp } from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'

/** Password of the accounts `createUser` makes. */
const JOURNAL_PASSWORD = 'test-password-123'

let payload: Payload
let supabase: Awaited<ReturnType<typeof startHttpStandIn>>
let signingKey: CryptoKey
const KID = 'link-key-1'
const saved = { ...process.env }

/**
 * An access token of the Supabase project for `email`. Supabase itself reports every
 * address as confirmed here: with "Confirm email" off it confirms whatever anyone
 * registers, so that proves nothing about the journal account.
 */
async function supabaseToken(email: string, sub = randomUUID()): Promise<string> {
  return new SignJWT({ email, role: 'authenticated', user_metadata: {} })
    .setProtectedHeader({ alg: 'ES256', kid: KID })
    .setSubject(sub)
    .setIssuer(`${supabase.url}/auth/v1`)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(signingKey)
}

const sessionOf = (bearer: string) => callRoute(currentUser, { method: 'GET', bearer })
const linkWith = (bearer: string | undefined, password: string, ip = freshIp()) =>
  callRoute(link, { bearer, ip, body: { password } })
const stored = (user: User) =>
  payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  const pair = await generateKeyPair('ES256')
  signingKey = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' }
  supabase = await startHttpStandIn({
    'GET /auth/v1/.well-known/jwks.json': () => ({ json: { keys: [jwk] } }),
    'GET /auth/v1/user': (r) => ({
      json: {
        id: decodeJwt(r.headers.authorization?.replace('Bearer ', '') ?? '').sub,
        email_confirmed_at: '2026-11-01T00:00:00Z',
      },
    }),
  })
  Object.assign(process.env, {
    NEXT_PUBLIC_SUPABASE_URL: supabase.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
  })
})

afterAll(async () => {
  for (const key of ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY']) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  await supabase.stop()
})

describe('Supabase mode never hands a journal account to whoever registers its address at Supabase', () => {
  it('a Supabase user with the address of an existing account is not signed in to it: 409 supabaseLinkRequired, nothing linked', async () => {
    const victim = await createUser(payload, 'doctor')
    const attacker = await supabaseToken(victim.email.toUpperCase())
    const res = await sessionOf(attacker)
    expect(res).toMatchObject({ status: 409, json: { code: 'supabaseLinkRequired' } })
    expect(typeof res.json.message).toBe('string')
    expect(JSON.stringify(res.json)).not.toContain(String(victim.id))
    expect((await stored(victim)).supabaseUserId ?? null).toBeNull()
    // Asking again changes nothing.
    expect((await sessionOf(attacker)).status).toBe(409)
    expect((await stored(victim)).supabaseUserId ?? null).toBeNull()
  })

  it('links only with the journal password: a wrong one is refused, the right one links, and the Supabase session then signs in to the account', async () => {
    const owner = await createUser(payload, 'doctor')
    const sub = randomUUID()
    const token = await supabaseToken(owner.email, sub)

    expect(await linkWith(token, 'not-the-password')).toMatchObject({
      status: 401,
      json: { code: 'wrongPassword' },
    })
    expect((await stored(owner)).supabaseUserId ?? null).toBeNull()

    const linked = await linkWith(token, JOURNAL_PASSWORD)
    expect(linked).toMatchObject({ status: 200, json: { id: owner.id, email: owner.email } })
    expect((await stored(owner)).supabaseUserId).toBe(sub)
    expect(await sessionOf(token)).toMatchObject({ status: 200, json: { id: owner.id } })
    // Linking again is harmless.
    expect(await linkWith(token, JOURNAL_PASSWORD)).toMatchObject({ status: 200 })

    // A second Supabase user with the same address gets neither the account nor a link.
    const other = await supabaseToken(owner.email)
    expect((await sessionOf(other)).status).toBe(401)
    expect(await linkWith(other, JOURNAL_PASSWORD)).toMatchObject({
      status: 403,
      json: { code: 'notLinkable' },
    })
    expect((await stored(owner)).supabaseUserId).toBe(sub)
  })

  it('staff accounts are never linked, and the other refusals carry their codes', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const staff = await createUser(payload, role)
      const token = await supabaseToken(staff.email)
      expect((await sessionOf(token)).status).toBe(401)
      expect(await linkWith(token, JOURNAL_PASSWORD)).toMatchObject({
        status: 403,
        json: { code: 'notLinkable' },
      })
      expect((await stored(staff)).supabaseUserId ?? null).toBeNull()
    }
    expect(await linkWith(undefined, JOURNAL_PASSWORD)).toMatchObject({
      status: 401,
      json: { code: 'notSignedIn' },
    })
    expect(await linkWith('not-a-jwt', JOURNAL_PASSWORD)).toMatchObject({
      status: 401,
      json: { code: 'notSignedIn' },
    })
    expect(
      await linkWith(await supabaseToken(`${randomUUID()}@supabase.test`), JOURNAL_PASSWORD),
    ).toMatchObject({ status: 404, json: { code: 'nothingToLink' } })
    const owner = await createUser(payload, 'doctor')
    expect((await linkWith(await supabaseToken(owner.email), '')).status).toBe(400)
  })

  it('password attempts to link count against the sign-in limit of the address at that IP', async () => {
    const owner = await createUser(payload, 'doctor')
    const token = await supabaseToken(owner.email)
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await linkWith(token, `guess-${i}`, ip)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // Even the right password waits for the wait to end, from that IP.
    expect((await linkWith(token, JOURNAL_PASSWORD, ip)).status).toBe(429)
    expect((await stored(owner)).supabaseUserId ?? null).toBeNull()
  })
})
