import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as signUp } from '@/app/api/auth/sign-up/route'
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { INVALID_INVITATION_MESSAGE } from '@/lib/invitations/redeem'

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

beforeAll(async () => {
  payload = await testPayload()
})

async function invitation(
  code: string,
  data: { maxUses?: number; expiresAt?: string; uses?: number } = {},
) {
  return payload.create({
    collection: 'invitation-codes',
    data: { code, maxUses: 1, uses: 0, ...data },
  })
}

function form(email: string, inviteCode: string, extra: Record<string, unknown> = {}) {
  return {
    inviteCode,
    firstName: 'Lena',
    lastName: 'Zahn',
    email,
    password: 'sicheres-passwort',
    ...extra,
  }
}

async function usesOf(id: number) {
  return (await payload.findByID({ collection: 'invitation-codes', id })).uses
}

describe('POST /api/auth/sign-up', () => {
  it('creates an unverified doctor account, counts the code and mails a verification link that signs in once', async () => {
    const code = await invitation('SIGNUP-OK', { maxUses: 5 })
    const email = freshEmail('signup')
    const res = await callRoute(signUp, { body: form(email.toUpperCase(), 'signup-ok') })
    expect(res).toMatchObject({ status: 201, json: { message: AUTH_MESSAGES.signUpDone } })

    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
    })
    expect(docs[0]).toMatchObject({
      firstName: 'Lena',
      lastName: 'Zahn',
      roles: ['doctor'],
      accountType: 'doctor',
      language: 'de',
      _verified: false,
      emailVerifiedAt: null,
    })
    expect(await usesOf(code.id)).toBe(1)

    const mail = await waitForMail(
      smtp.server.messages,
      email,
      /bestätigen Sie Ihre E-Mail-Adresse/,
    )
    expect(mail.text).toContain('Guten Tag Lena Zahn,')
    expect(mail.html).toContain('E-Mail-Adresse bestätigen')
    const link = linkFrom(mail)
    expect(link.path).toBe('/verify-email')

    const verified = await callRoute(verifyEmail, { body: { token: link.token, confirmed: true } })
    expect(verified.status).toBe(200)
    expect(verified.setCookie).toMatch(/payload-token=.+HttpOnly/i)
    const me = await callRoute(currentUser, {
      method: 'GET',
      cookie: cookiePair(verified.setCookie),
    })
    expect(me.json).toMatchObject({
      email,
      user_metadata: { firstName: 'Lena', lastName: 'Zahn' },
      hasPremium: false,
    })
    expect(typeof me.json.email_confirmed_at).toBe('string')

    expect(
      await callRoute(verifyEmail, { body: { token: link.token, confirmed: true } }),
    ).toMatchObject({
      status: 400,
      json: { message: AUTH_MESSAGES.verifyInvalid },
    })
  })

  it('refuses unknown, expired and used-up codes with the German message and creates nothing', async () => {
    await invitation('SIGNUP-OLD', { expiresAt: new Date(Date.now() - 60_000).toISOString() })
    await invitation('SIGNUP-FULL', { maxUses: 1, uses: 1 })
    for (const code of ['SIGNUP-NONE', 'SIGNUP-OLD', 'SIGNUP-FULL']) {
      const email = freshEmail('badcode')
      expect(await callRoute(signUp, { body: form(email, code) }), code).toMatchObject({
        status: 400,
        json: { message: INVALID_INVITATION_MESSAGE },
      })
      expect(
        (await payload.count({ collection: 'users', where: { email: { equals: email } } }))
          .totalDocs,
      ).toBe(0)
    }
  })

  it('answers invalid input with the German validation texts', async () => {
    const short = await callRoute(signUp, {
      body: form(freshEmail('short'), 'X', { password: 'kurz' }),
    })
    expect(short).toMatchObject({
      status: 400,
      json: { message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
    })
    const noName = await callRoute(signUp, {
      body: form(freshEmail('noname'), 'X', { firstName: '  ' }),
    })
    expect(noName).toMatchObject({
      status: 400,
      json: { message: 'Bitte geben Sie Ihren Vornamen ein' },
    })
    expect((await callRoute(signUp, { body: '{not json' })).status).toBe(400)
  })

  it('answers a registered address exactly like a new one, changes nothing and mails the owner a notice', async () => {
    const code = await invitation('SIGNUP-TWICE', { maxUses: 5 })
    const email = freshEmail('twice')
    const first = await callRoute(signUp, { body: form(email, 'SIGNUP-TWICE') })
    const second = await callRoute(signUp, {
      body: form(email, 'SIGNUP-TWICE', { firstName: 'Mallory', password: 'anderes-passwort' }),
    })
    expect(second).toEqual({ ...first, headers: second.headers })
    expect(await usesOf(code.id)).toBe(1)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(docs.map((u) => u.firstName)).toEqual(['Lena'])
    await waitForMail(smtp.server.messages, email, /Registrierungsversuch/)
  })

  it('lets exactly one of two racing sign-ups take the last use', async () => {
    const code = await invitation('SIGNUP-RACE', { maxUses: 1 })
    const results = await Promise.all(
      [0, 1, 2].map(() => callRoute(signUp, { body: form(freshEmail('race'), 'SIGNUP-RACE') })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400])
    expect(await usesOf(code.id)).toBe(1)
  })

  it('writes the emails in English for an English-speaking sign-up', async () => {
    await invitation('SIGNUP-EN')
    const email = freshEmail('english')
    expect(
      (await callRoute(signUp, { body: form(email, 'SIGNUP-EN', { language: 'en' }) })).status,
    ).toBe(201)
    const mail = await waitForMail(smtp.server.messages, email, /Please confirm your email address/)
    expect(linkFrom(mail).path).toBe('/en/verify-email')
  })

  it('limits sign-ups per IP address (429 with Retry-After, German text)', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await callRoute(signUp, { ip, body: form(freshEmail('flood'), 'SIGNUP-NONE') })).status,
      )
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    const blocked = await callRoute(signUp, { ip, body: form(freshEmail('flood'), 'SIGNUP-NONE') })
    expect(blocked.status).toBe(429)
    expect(blocked.json.message).toMatch(
      /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/,
    )
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
