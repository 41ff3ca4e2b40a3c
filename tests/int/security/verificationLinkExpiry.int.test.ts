import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route'
import { AUTH_MESSAGES } from '@/lib/auth/messages'

import { callRoute, freshEmail, freshIp, smtpServerForFile } from '../helpers/http'
import { testPayload } from '../helpers/payload'

const DAY_MS = 24 * 60 * 60 * 1000
let payload: Payload
const smtp = smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
})

describe('email verification links expire after 24 hours', () => {
  const restPost = REST_POST(config)

  /** The token of the newest verification mail to `to` (waits for mail number `count`). */
  async function verificationToken(to: string, count = 1): Promise<string> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const mails = smtp.server.messages.filter(
        (m) => JSON.stringify(m.to).includes(to) && /(bestätigen|confirm)/i.test(m.subject ?? ''),
      )
      const body = `${mails[count - 1]?.text ?? ''} ${mails[count - 1]?.html || ''}`
      const match = body.match(/verify-email#token=([A-Za-z0-9_%-]+)/)
      if (match) return decodeURIComponent(match[1]!)
      if (Date.now() > deadline) throw new Error(`no verification mail number ${count} to ${to}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it("says so in the mail, refuses an old link (also through Payload's own verify endpoint) and mails a new one on sign-in", async () => {
    const email = freshEmail('sec-verify')
    // An account created in the studio: Payload mails the verification link itself.
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'verify-passwort-1', roles: ['doctor'], language: 'de' },
    })
    const first = await verificationToken(email)
    const german = smtp.server.messages.find((m) => JSON.stringify(m.to).includes(email))!
    expect(`${german.text ?? ''}${german.html || ''}`).toContain('Der Link ist 24 Stunden gültig')

    // Payload's own endpoint compares the stored value with the link's token: no match.
    const viaPayload = await restPost(
      new Request(`http://localhost/api/cms/users/verify/${first}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': freshIp() },
      }),
      { params: Promise.resolve({ slug: ['users', 'verify', first] }) },
    )
    expect(viaPayload.status).toBeGreaterThanOrEqual(400)

    // 25 hours later the link no longer works.
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { verificationTokenIssuedAt: new Date(Date.now() - DAY_MS - 3600_000).toISOString() },
      returning: false,
    })
    expect(await callRoute(verifyEmail, { body: { token: first, confirmed: true } })).toMatchObject(
      {
        status: 400,
        json: { message: AUTH_MESSAGES.verifyInvalid },
      },
    )
    const stillPending = await payload.findByID({
      collection: 'users',
      id: user.id,
      showHiddenFields: true,
    })
    expect(stillPending._verified).toBe(false)

    // Signing in with the right password mails a new link, which works.
    expect(
      (await callRoute(signIn, { body: { email, password: 'verify-passwort-1' } })).status,
    ).toBe(403)
    const second = await verificationToken(email, 2)
    expect(second).not.toBe(first)
    expect(
      (await callRoute(verifyEmail, { body: { token: second, confirmed: true } })).status,
    ).toBe(200)
    expect((await callRoute(verifyEmail, { body: { token: first, confirmed: true } })).status).toBe(
      400,
    )
  })

  it('states the 24 hours in English mails too', async () => {
    const email = freshEmail('sec-verify-en')
    await payload.create({
      collection: 'users',
      data: { email, password: 'verify-passwort-1', roles: ['doctor'], language: 'en' },
    })
    await verificationToken(email)
    const mail = smtp.server.messages.find((m) => JSON.stringify(m.to).includes(email))!
    expect(`${mail.text ?? ''}${mail.html || ''}`).toContain('The link is valid for 24 hours')
  })
})
