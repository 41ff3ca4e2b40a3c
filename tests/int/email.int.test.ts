import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser, testPayload } from './helpers/payload'
import { startSmtpServer } from '../support/smtp'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpServer()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.stop()
})

describe('email (SMTP or the studio outbox)', () => {
  it('without SMTP_URL, stores the message in the outbox', async () => {
    delete process.env.SMTP_URL
    await payload.sendEmail({
      to: 'praxis@test.example',
      subject: 'Outbox-Test',
      text: 'Ihr Link: https://example.test/x',
      html: '<p>Ihr Link</p>',
    })
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: 'praxis@test.example' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      subject: 'Outbox-Test',
      text: 'Ihr Link: https://example.test/x',
      from: 'Dentaljournal <no-reply@dentaljournal.example>',
    })
  })

  it('with SMTP_URL, delivers through a real SMTP server', async () => {
    process.env.SMTP_URL = smtp.url
    await payload.sendEmail({ to: 'zahnarzt@test.example', subject: 'SMTP-Test', text: 'Hallo' })
    const mail = smtp.messages.find((m) => m.subject === 'SMTP-Test')
    expect(mail?.text?.trim()).toBe('Hallo')
    expect(mail?.from?.text).toContain('no-reply@dentaljournal.example')
    const { totalDocs } = await payload.count({
      collection: 'email-outbox',
      where: { subject: { equals: 'SMTP-Test' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('lets only admins read the outbox and nobody write it through the API', async () => {
    const editor = await createUser(payload, 'editor')
    const admin = await createUser(payload, 'admin')
    await expect(
      payload.find({ collection: 'email-outbox', overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    expect(
      (await payload.find({ collection: 'email-outbox', overrideAccess: false, user: admin }))
        .totalDocs,
    ).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'email-outbox',
        data: { to: 'x@test.example' },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
  })
})
