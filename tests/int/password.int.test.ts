import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as changePassword } from '@/app/api/auth/change-password/route'
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route'
import { POST as resetPassword } from '@/app/api/auth/reset-password/route'
import { POST as validateReset } from '@/app/api/auth/reset-password/validate/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import { AUTH_MESSAGES } from '@/lib/auth/messages'

import {
  callRoute,
  cookiePair,
  freshEmail,
  linkFrom,
  smtpServerForFile,
  waitForMail,
} from './helpers/http'
import { testPayload } from './helpers/payload'

let payload: Payload
const smtp = smtpServerForFile()
const PASSWORD = 'altes-passwort-1'

beforeAll(async () => {
  payload = await testPayload()
})

async function doctorWithSession(label: string) {
  const email = freshEmail(label)
  await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: {
      email,
      password: PASSWORD,
      firstName: 'Mia',
      lastName: 'Wurzel',
      roles: ['doctor'],
      _verified: true,
    },
  })
  const res = await callRoute(signIn, { body: { email, password: PASSWORD } })
  expect(res.status).toBe(200)
  // A second session as a Bearer client has it (e.g. an app on another device).
  const app = await callRoute(signIn, { body: { email, password: PASSWORD, bearer: true } })
  expect(app.status).toBe(200)
  return { email, cookie: cookiePair(res.setCookie), token: String(app.json.access_token) }
}

const signsIn = async (email: string, password: string) =>
  (await callRoute(signIn, { body: { email, password } })).status === 200
const sessionWorks = async (token: string) =>
  (await callRoute(currentUser, { method: 'GET', bearer: token })).status === 200

describe('forgot and reset password', () => {
  it('mails a reset link; the link is checked, sets the password once and ends every session', async () => {
    const { email, token: oldSession } = await doctorWithSession('reset')
    expect(await callRoute(forgotPassword, { body: { email } })).toMatchObject({
      status: 200,
      json: { message: AUTH_MESSAGES.resetSent },
    })
    const link = linkFrom(await waitForMail(smtp.server.messages, email, /Passwort zurücksetzen/))
    expect(link.path).toBe('/reset-password')

    expect(await callRoute(validateReset, { body: { token: link.token } })).toMatchObject({
      status: 200,
      json: { valid: true },
    })
    expect(
      await callRoute(resetPassword, { body: { token: link.token, password: 'kurz' } }),
    ).toMatchObject({
      status: 400,
      json: { message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
    })
    expect(
      await callRoute(resetPassword, { body: { token: link.token, password: 'neues-passwort-2' } }),
    ).toMatchObject({ status: 200, json: { message: AUTH_MESSAGES.resetDone } })

    expect(await sessionWorks(oldSession)).toBe(false)
    expect(await signsIn(email, PASSWORD)).toBe(false)
    expect(await signsIn(email, 'neues-passwort-2')).toBe(true)
    await waitForMail(smtp.server.messages, email, /wurde geändert/)

    expect(await callRoute(validateReset, { body: { token: link.token } })).toMatchObject({
      status: 400,
      json: { message: AUTH_MESSAGES.resetInvalid },
    })
    expect(
      await callRoute(resetPassword, { body: { token: link.token, password: 'drittes-passwort' } }),
    ).toMatchObject({ status: 400, json: { message: AUTH_MESSAGES.resetInvalid } })
  })

  it('answers an unknown address like a known one and sends nothing', async () => {
    const unknownEmail = freshEmail('noreset')
    const { email } = await doctorWithSession('known-reset')
    const unknown = await callRoute(forgotPassword, { body: { email: unknownEmail } })
    const known = await callRoute(forgotPassword, { body: { email } })
    expect(unknown.json).toEqual(known.json)
    expect(unknown.status).toBe(200)
    await waitForMail(smtp.server.messages, email, /Passwort zurücksetzen/)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.server.messages.some((m) => JSON.stringify(m.to).includes(unknownEmail))).toBe(
      false,
    )
  })

  it('refuses an expired reset link', async () => {
    const { email } = await doctorWithSession('stale-reset')
    await callRoute(forgotPassword, { body: { email } })
    const link = linkFrom(await waitForMail(smtp.server.messages, email, /Passwort zurücksetzen/))
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
    })
    await payload.db.updateOne({
      collection: 'users',
      id: docs[0]!.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    expect((await callRoute(validateReset, { body: { token: link.token } })).status).toBe(400)
  })
})

describe('POST /api/auth/change-password', () => {
  it("needs a session ('Nicht angemeldet')", async () => {
    expect(
      await callRoute(changePassword, {
        body: { currentPassword: PASSWORD, newPassword: 'neues-passwort-2' },
      }),
    ).toMatchObject({ status: 401, json: { message: 'Nicht angemeldet' } })
  })

  it("checks the current password ('Aktuelles Passwort falsch') and the new one's length", async () => {
    const { cookie } = await doctorWithSession('change-wrong')
    expect(
      await callRoute(changePassword, {
        cookie,
        body: { currentPassword: 'falsch-falsch', newPassword: 'neues-passwort-2' },
      }),
    ).toMatchObject({ status: 400, json: { message: 'Aktuelles Passwort falsch' } })
    expect(
      await callRoute(changePassword, {
        cookie,
        body: { currentPassword: PASSWORD, newPassword: 'kurz' },
      }),
    ).toMatchObject({
      status: 400,
      json: { message: 'Das neue Passwort muss mindestens 8 Zeichen lang sein.' },
    })
  })

  it('changes the password, keeps this browser signed in with a fresh cookie and ends other sessions', async () => {
    const { email, cookie } = await doctorWithSession('change-ok')
    const other = await callRoute(signIn, { body: { email, password: PASSWORD, bearer: true } })
    const res = await callRoute(changePassword, {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: 'neues-passwort-2' },
    })
    expect(res).toMatchObject({ status: 200, json: { message: 'Passwort erfolgreich geändert' } })
    expect(
      (await callRoute(currentUser, { method: 'GET', cookie: cookiePair(res.setCookie) })).json
        .email,
    ).toBe(email)
    expect(await sessionWorks(String(other.json.access_token))).toBe(false)
    expect(await signsIn(email, 'neues-passwort-2')).toBe(true)
    await waitForMail(smtp.server.messages, email, /wurde geändert/)
  })
})
