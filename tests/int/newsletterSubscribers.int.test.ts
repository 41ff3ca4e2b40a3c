import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as exportSubscribers } from '@/app/api/admin/newsletter-subscribers/export/route'
import { POST as subscribe } from '@/app/api/newsletter/subscribe/route'
import { findSubscriberByEmail } from '@/lib/newsletter/subscribers'
import type { NewsletterSubscriber, User } from '@payload-types'

import { callRoute, freshEmail, freshIp, rawCall, smtpServerForFile } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { tokenFor } from './helpers/studioJobs'

let payload: Payload
smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
})

/** The subscriber row as stored (hidden fields included). */

/*
 * Newsletter subscribers beyond the happy path: refused sign-up input, the rate limits, and
 * the studio's view of the list (CSV export, Payload's API). The opt-in and unsubscribe
 * journeys are in newsletter.int.test.ts.
 */

/** The subscriber row as stored (hidden fields included). */
async function stored(email: string): Promise<NewsletterSubscriber> {
  const subscriber = await findSubscriberByEmail(payload, email)
  if (!subscriber) throw new Error(`no subscriber ${email}`)
  return subscriber
}

describe('newsletter sign-up input and abuse protection', () => {
  it('answers a missing or invalid email with a 400 and the German message, and stores nothing', async () => {
    expect(await callRoute(subscribe, { body: {} })).toMatchObject({
      status: 400,
      json: { message: 'Bitte geben Sie Ihre E-Mail-Adresse ein' },
    })
    expect(await callRoute(subscribe, { body: { email: 'kein-at-zeichen' } })).toMatchObject({
      status: 400,
      json: { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
    })
    expect(
      (await callRoute(subscribe, { body: { email: freshEmail('nl-src'), source: 'popup' } }))
        .status,
    ).toBe(400)
    expect((await callRoute(subscribe, { body: '{not json' })).status).toBe(400)
    expect(
      (
        await payload.count({
          collection: 'newsletter-subscribers',
          where: { email: { equals: 'kein-at-zeichen' } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('limits sign-ups per address (3 an hour) and per IP (10 an hour) with a 429 and Retry-After', async () => {
    const email = freshEmail('nl-flood')
    const perEmail = []
    for (let i = 0; i < 4; i++)
      perEmail.push((await callRoute(subscribe, { body: { email } })).status)
    expect(perEmail).toEqual([200, 200, 200, 429])

    const ip = freshIp()
    const perIp = []
    for (let i = 0; i < 11; i++)
      perIp.push(await callRoute(subscribe, { ip, body: { email: freshEmail('nl-ip') } }))
    expect(perIp.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200))
    const blocked = perIp[10]!
    expect(blocked.status).toBe(429)
    expect(blocked.json.message).toMatch(/^Zu viele Versuche\./)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('newsletter subscribers in the studio', () => {
  let admin: User
  let editor: User
  let doctor: User
  const emails = { confirmed: '', pending: '', unsubscribed: '' }

  beforeAll(async () => {
    admin = await createUser(payload, 'admin')
    editor = await createUser(payload, 'editor')
    doctor = await createUser(payload, 'doctor')
    for (const status of ['confirmed', 'pending', 'unsubscribed'] as const) {
      emails[status] = freshEmail(`nl-csv-${status}`)
      await payload.create({
        collection: 'newsletter-subscribers',
        overrideAccess: true,
        data: {
          email: emails[status],
          status,
          locale: 'de',
          source: 'footer',
          requestedAt: new Date().toISOString(),
          ...(status === 'confirmed'
            ? { consentAt: new Date().toISOString(), consentIpHash: 'hash-xyz' }
            : {}),
        },
      })
    }
  })

  it('exports CSV for admins (filtered by status), 403 for editors and doctors, 401 for visitors', async () => {
    const base = 'http://localhost/api/admin/newsletter-subscribers/export'
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    const confirmedOnly = await rawCall(exportSubscribers, `${base}?status=confirmed`, {
      headers: bearer(await tokenFor(payload, admin.email)),
    })
    expect(confirmedOnly.status).toBe(200)
    expect(confirmedOnly.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(confirmedOnly.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const rows = parse(confirmedOnly.text, { bom: true, columns: true }) as Record<string, string>[]
    expect(Object.keys(rows[0]!)).toEqual([
      'email',
      'status',
      'locale',
      'source',
      'requestedAt',
      'consentAt',
      'consentIpHash',
      'unsubscribedAt',
      'createdAt',
    ])
    expect(rows.every((r) => r.status === 'confirmed')).toBe(true)
    expect(rows.find((r) => r.email === emails.confirmed)).toMatchObject({
      locale: 'de',
      source: 'footer',
      consentIpHash: 'hash-xyz',
      unsubscribedAt: '',
    })
    expect(rows.map((r) => r.email)).not.toContain(emails.pending)
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscribers',
      where: { status: { equals: 'confirmed' } },
    })
    expect(rows).toHaveLength(totalDocs)

    const all = await rawCall(exportSubscribers, base, {
      headers: bearer(await tokenFor(payload, admin.email)),
    })
    const allEmails = (
      parse(all.text, { bom: true, columns: true }) as Record<string, string>[]
    ).map((r) => r.email)
    expect(allEmails).toEqual(expect.arrayContaining(Object.values(emails)))
    expect(all.headers.get('content-disposition')).toContain('newsletter-subscribers-all-')

    expect(
      (
        await rawCall(exportSubscribers, `${base}?status=bogus`, {
          headers: bearer(await tokenFor(payload, admin.email)),
        })
      ).status,
    ).toBe(400)
    for (const user of [editor, doctor]) {
      const refused = await rawCall(exportSubscribers, base, {
        headers: bearer(await tokenFor(payload, user.email)),
      })
      expect(refused.status).toBe(403)
      expect(JSON.parse(refused.text).message).toBeTruthy()
    }
    const visitor = await rawCall(exportSubscribers, base)
    expect(visitor.status).toBe(401)
    expect(JSON.parse(visitor.text).message).toBeTruthy()
  })

  it("through Payload's API: only admins read and delete, nobody creates or updates; token hashes never leave", async () => {
    const row = await stored(emails.pending)
    const asAdmin = await payload.findByID({
      collection: 'newsletter-subscribers',
      id: row.id,
      overrideAccess: false,
      user: admin,
    })
    expect(asAdmin.email).toBe(emails.pending)
    expect(asAdmin).not.toHaveProperty('confirmTokenHash')
    await expect(
      payload.find({ collection: 'newsletter-subscribers', overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'newsletter-subscribers', overrideAccess: false, user: doctor }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'newsletter-subscribers', overrideAccess: false }),
    ).rejects.toThrow()
    const data = {
      email: freshEmail('nl-api'),
      status: 'confirmed' as const,
      locale: 'de' as const,
      requestedAt: new Date().toISOString(),
    }
    await expect(
      payload.create({
        collection: 'newsletter-subscribers',
        data,
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'newsletter-subscribers',
        id: row.id,
        data: { status: 'confirmed' },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({
        collection: 'newsletter-subscribers',
        id: row.id,
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    await payload.delete({
      collection: 'newsletter-subscribers',
      id: row.id,
      overrideAccess: false,
      user: admin,
    })
    expect(await findSubscriberByEmail(payload, emails.pending)).toBeNull()
  })
})
