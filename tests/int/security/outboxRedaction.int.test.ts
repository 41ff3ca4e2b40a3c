import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'

import { freshEmail } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the email outbox keeps no usable links', () => {
  it('stores account and newsletter mails with their link tokens removed, and logs them redacted outside development', async () => {
    // Without SMTP_URL every mail goes to the outbox.
    vi.stubEnv('SMTP_URL', undefined)
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const to = freshEmail('sec-outbox')
      const token = 'geheimes-Anmelde-Token_0123456789abcdef'
      await sendAuthEmail(
        payload,
        { email: to, firstName: null, lastName: null, language: 'de' },
        'magicLink',
        {
          url: authLink('account', 'de', token),
        },
      )
      await payload.sendEmail({
        to,
        subject: 'Newsletter bestätigen',
        text: 'Bitte bestätigen: https://journal.example/newsletter/confirm?token=Nl-geheim.123&x=1',
        html: '<a href="https://journal.example/newsletter/confirm?token=Nl-geheim.123&amp;x=1">Bestätigen</a>',
      })
      const { docs } = await payload.find({
        collection: 'email-outbox',
        where: { to: { equals: to } },
        sort: 'createdAt',
      })
      expect(docs).toHaveLength(2)
      const stored = JSON.stringify(docs)
      expect(stored).not.toContain(token)
      expect(stored).not.toContain('Nl-geheim')
      expect(docs[0]!.text).toContain('/account#token=[entfernt]')
      expect(docs[0]!.html).toContain('/account#token=[entfernt]')
      expect(docs[1]!.text).toContain('/newsletter/confirm?token=[entfernt]&x=1')
      expect(docs[1]!.html).toContain('?token=[entfernt]&amp;x=1')
      const logged = info.mock.calls.map((c) => String(c[0])).join('\n')
      expect(logged).toContain('#token=[entfernt]')
      expect(logged).not.toContain(token)

      // In development the terminal shows the working link (the README's fresh-machine path).
      vi.stubEnv('NODE_ENV', 'development')
      await sendAuthEmail(
        payload,
        { email: to, firstName: null, lastName: null, language: 'de' },
        'magicLink',
        {
          url: authLink('account', 'de', token),
        },
      )
      expect(info.mock.calls.map((c) => String(c[0])).join('\n')).toContain(`#token=${token}`)
      expect(
        JSON.stringify(
          (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } } })).docs,
        ),
      ).not.toContain(token)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
