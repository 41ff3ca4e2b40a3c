import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as magicLink } from '@/app/api/auth/magic-link/route'
import { POST as redeemMagicLink } from '@/app/api/auth/magic-link/verify/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import {
  consumeMagicLinkToken,
  createMagicLinkToken,
  MAGIC_LINK_TTL_SECONDS,
} from '@/lib/auth/magicLink'
import { AUTH_MESSAGES } from '@/lib/auth/messages'

import {
  callRoute,
  cookiePair,
  freshEmail,
  freshIp,
  linkFrom,
  smtpServerForFile,
  waitForMail,
} from './helpers/http'
import { testPayload } from './helpers/payload'

let payload: Payload
const smtp = smtpServerForFile()
const PASSWORD = 'richtiges-passwort'

beforeAll(async () => {
  payload = await testPayload()
})

/** A doctor account; `verified: false` leaves it waiting for email verification. */
async function doctor(label: string, { verified = true } = {}) {
  const email = freshEmail(label)
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: {
      email,
      password: PASSWORD,
      firstName: 'Jonas',
      lastName: 'Krone',
      roles: ['doctor'],
      _verified: verified,
    },
  })
  return { ...user, email }
}

describe('POST /api/auth/sign-in (password mode)', () => {
  it('signs in with an HTTP-only cookie and a bearer token that the product API accepts', async () => {
    const user = await doctor('signin')
    const res = await callRoute(signIn, {
      body: { email: user.email.toUpperCase(), password: PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(res.setCookie).toMatch(/^payload-token=[^;]+;.*HttpOnly/i)
    expect(res.json).toMatchObject({ user: { id: user.id, email: user.email } })
    expect(Number(res.json.expires_in)).toBeGreaterThan(6 * 24 * 3600)
    // A client that cannot keep cookies asks for the token instead (security/sessions).
    const forBearer = await callRoute(signIn, {
      body: { email: user.email, password: PASSWORD, bearer: true },
    })
    expect(forBearer.json).toMatchObject({ token_type: 'bearer' })
    const viaBearer = await callRoute(currentUser, {
      method: 'GET',
      bearer: String(forBearer.json.access_token),
    })
    const viaCookie = await callRoute(currentUser, {
      method: 'GET',
      cookie: cookiePair(res.setCookie),
    })
    expect(viaBearer.json.email).toBe(user.email)
    expect(viaCookie.json.email).toBe(user.email)
  })

  it('gives one answer for a wrong password and for an unknown address', async () => {
    const user = await doctor('wrongpw')
    const wrong = await callRoute(signIn, {
      body: { email: user.email, password: 'falsches-passwort' },
    })
    const unknown = await callRoute(signIn, {
      body: { email: freshEmail('nobody'), password: 'falsches-passwort' },
    })
    expect(wrong).toMatchObject({
      status: 401,
      json: { message: AUTH_MESSAGES.invalidCredentials },
      setCookie: null,
    })
    expect(unknown).toMatchObject({ status: 401, json: wrong.json, setCookie: null })
  })

  it('refuses an unverified account only after the right password, and mails the verification link again', async () => {
    const user = await doctor('unverified', { verified: false })
    expect(
      (await callRoute(signIn, { body: { email: user.email, password: 'falsches-passwort' } }))
        .status,
    ).toBe(401)
    expect(
      await callRoute(signIn, { body: { email: user.email, password: PASSWORD } }),
    ).toMatchObject({ status: 403, json: { message: AUTH_MESSAGES.unverified }, setCookie: null })
    expect(linkFrom(await waitForMail(smtp.server.messages, user.email, /bestätigen/)).path).toBe(
      '/verify-email',
    )
  })

  it('slows down an address at one IP address after 5 failures, the same way whether or not the account exists (more in security/signInLimits)', async () => {
    const user = await doctor('lockout')
    const answers = []
    for (const email of [user.email, freshEmail('ghost')]) {
      const ip = freshIp()
      for (let i = 0; i < 5; i++)
        expect(
          (await callRoute(signIn, { ip, body: { email, password: `falsch-${i}-xyz` } })).status,
        ).toBe(401)
      const blocked = await callRoute(signIn, { ip, body: { email, password: PASSWORD } })
      expect(blocked.status, email).toBe(429)
      expect(blocked.json.message).toBe(
        'Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.',
      )
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50)
      answers.push(blocked.json)
    }
    expect(answers[0]).toEqual(answers[1])
  })

  it('refuses a password of only spaces without a server error', async () => {
    const user = await doctor('blank')
    expect(
      await callRoute(signIn, { body: { email: user.email, password: '        ' } }),
    ).toMatchObject({ status: 400, json: { message: 'Bitte geben Sie Ihr Passwort ein' } })
  })

  it('forgets failed attempts after a successful sign-in', async () => {
    const user = await doctor('reward')
    const ip = freshIp()
    for (let i = 0; i < 4; i++)
      await callRoute(signIn, { ip, body: { email: user.email, password: `falsch-${i}-xyz` } })
    expect(
      (await callRoute(signIn, { ip, body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(200)
    for (let i = 0; i < 4; i++)
      expect(
        (
          await callRoute(signIn, {
            ip,
            body: { email: user.email, password: `falsch-${i}-abc` },
          })
        ).status,
      ).toBe(401)
  })
})

describe('magic link (POST /api/auth/magic-link, valid 1 hour)', () => {
  it('mails a link to /account that signs in exactly once and verifies the address', async () => {
    const user = await doctor('magic', { verified: false })
    const res = await callRoute(magicLink, { body: { email: user.email } })
    expect(res).toMatchObject({ status: 200, json: { message: AUTH_MESSAGES.magicLinkSent } })
    const link = linkFrom(await waitForMail(smtp.server.messages, user.email, /Anmeldelink/))
    expect(link.path).toBe('/account')

    const first = await callRoute(redeemMagicLink, { body: { token: link.token, confirmed: true } })
    expect(first.status).toBe(200)
    expect(
      (await callRoute(currentUser, { method: 'GET', cookie: cookiePair(first.setCookie) })).json
        .email,
    ).toBe(user.email)
    expect(
      (await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true }))
        ._verified,
    ).toBe(true)
    expect(
      await callRoute(redeemMagicLink, { body: { token: link.token, confirmed: true } }),
    ).toMatchObject({
      status: 400,
      json: { message: AUTH_MESSAGES.magicLinkInvalid },
    })
  })

  it("drops the password of an account that was unverified (someone may have registered another's address), keeps a verified one's", async () => {
    const unverified = await doctor('prehijack', { verified: false })
    const verified = await doctor('keeps-password')
    for (const user of [unverified, verified]) {
      expect(
        (
          await callRoute(redeemMagicLink, {
            body: { token: await createMagicLinkToken(payload, user), confirmed: true },
          })
        ).status,
      ).toBe(200)
    }
    expect(
      (await callRoute(signIn, { body: { email: unverified.email, password: PASSWORD } })).status,
    ).toBe(401)
    expect(
      (await callRoute(signIn, { body: { email: verified.email, password: PASSWORD } })).status,
    ).toBe(200)
  })

  it('stores only a hash of the token', async () => {
    const user = await doctor('hash')
    const token = await createMagicLinkToken(payload, user)
    const { docs } = await payload.find({
      collection: 'login-tokens',
      where: { user: { equals: user.id } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(docs)).not.toContain(token)
  })

  it('does not work after one hour', async () => {
    const user = await doctor('expired')
    const issued = new Date(Date.now() - (MAGIC_LINK_TTL_SECONDS + 60) * 1000)
    const token = await createMagicLinkToken(payload, user, issued)
    expect(await callRoute(redeemMagicLink, { body: { token, confirmed: true } })).toMatchObject({
      status: 400,
      json: { message: AUTH_MESSAGES.magicLinkInvalid },
    })
    const fresh = await createMagicLinkToken(
      payload,
      user,
      new Date(Date.now() - (MAGIC_LINK_TTL_SECONDS - 60) * 1000),
    )
    expect(await consumeMagicLinkToken(payload, fresh)).toBe(user.id)
  })

  it('lets only one of two simultaneous uses of a link sign in', async () => {
    const user = await doctor('double')
    const token = await createMagicLinkToken(payload, user)
    const results = await Promise.all(
      [0, 1].map(() => callRoute(redeemMagicLink, { body: { token, confirmed: true } })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
  })

  it('answers an unknown address exactly like a known one and creates nothing', async () => {
    const known = await doctor('known')
    const tokensBefore = (await payload.count({ collection: 'login-tokens' })).totalDocs
    const unknownEmail = freshEmail('unknown')
    const unknown = await callRoute(magicLink, { body: { email: unknownEmail } })
    const knownRes = await callRoute(magicLink, { body: { email: known.email } })
    expect(unknown.status).toBe(knownRes.status)
    expect(unknown.json).toEqual(knownRes.json)
    await waitForMail(smtp.server.messages, known.email, /Anmeldelink/)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await payload.count({ collection: 'login-tokens' })).totalDocs).toBe(tokensBefore + 1)
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: unknownEmail } } }))
        .totalDocs,
    ).toBe(0)
    expect(smtp.server.messages.some((m) => JSON.stringify(m.to).includes(unknownEmail))).toBe(
      false,
    )
  })

  it('requires an email and limits requests per address and per IP', async () => {
    expect(await callRoute(magicLink, { body: { email: '' } })).toMatchObject({
      status: 400,
      json: { message: 'Bitte geben Sie Ihre E-Mail-Adresse ein' },
    })
    const email = freshEmail('limit')
    const perEmail = []
    for (let i = 0; i < 4; i++)
      perEmail.push((await callRoute(magicLink, { body: { email } })).status)
    expect(perEmail).toEqual([200, 200, 200, 429])
    const ip = freshIp()
    const perIp = []
    for (let i = 0; i < 11; i++)
      perIp.push((await callRoute(magicLink, { ip, body: { email: freshEmail('ip') } })).status)
    expect(perIp.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(perIp[10]).toBe(429)
  })
})
