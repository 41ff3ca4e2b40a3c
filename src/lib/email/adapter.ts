import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { redactLinkTokens } from './redactLinks'

import { asServer } from '@/lib/payload/readAs'

/** Sender used when EMAIL_FROM is unset. */
export const DEFAULT_FROM = { address: 'no-reply@dentaljournal.example', name: 'Dentaljournal' }

type AddressInput = string | { address: string } | AddressInput[] | null | undefined

function addressList(value: SendEmailOptions['to']): string {
  const flat = (v: AddressInput): string[] =>
    Array.isArray(v) ? v.flatMap(flat) : !v ? [] : typeof v === 'string' ? [v] : [v.address]
  return flat(value as AddressInput).join(', ')
}

/** The sender of every mail: EMAIL_FROM_ADDRESS and EMAIL_FROM_NAME, else {@link DEFAULT_FROM}. */
export function defaultSender(): { address: string; name: string } {
  return {
    address: process.env.EMAIL_FROM_ADDRESS ?? DEFAULT_FROM.address,
    name: process.env.EMAIL_FROM_NAME ?? DEFAULT_FROM.name,
  }
}

let transport: { url: string; transporter: Transporter } | undefined

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) }
  return transport.transporter
}

/**
 * Payload email adapter. SMTP_URL set (e.g. `smtps://user:pass@host:465`):
 * the message goes out through nodemailer, links intact. Unset: it is stored in the
 * `email-outbox` collection with the token of every link removed (`redactLinkTokens`), so
 * reading the outbox never gives anyone a working sign-in, reset, verification or
 * newsletter link; and its text is printed to the server log — with working links only
 * in development (`next dev`, NODE_ENV=development), where the log is the developer's own
 * terminal, redacted everywhere else. The variable is read on every send, so a test can
 * point it at its own SMTP server.
 * EMAIL_FROM_ADDRESS and EMAIL_FROM_NAME set the sender.
 */
export const emailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'dentaljournal',
  defaultFromAddress: process.env.EMAIL_FROM_ADDRESS ?? DEFAULT_FROM.address,
  defaultFromName: process.env.EMAIL_FROM_NAME ?? DEFAULT_FROM.name,
  sendEmail: async (message) => {
    const from = message.from ?? defaultSender()
    const smtpUrl = process.env.SMTP_URL
    if (smtpUrl) return transporterFor(smtpUrl).sendMail({ ...message, from })
    const to = addressList(message.to)
    const fromText = typeof from === 'string' ? from : `${from.name ?? ''} <${from.address}>`.trim()
    const text = typeof message.text === 'string' ? message.text : ''
    await payload.create({
      collection: 'email-outbox',
      ...asServer(
        'Mail log: the server records the outgoing mail itself (outbox closed to API writes).',
      ),
      data: {
        to,
        from: fromText,
        subject: message.subject ?? '',
        text: redactLinkTokens(text),
        html: redactLinkTokens(typeof message.html === 'string' ? message.html : ''),
      },
    })
    const logged = process.env.NODE_ENV === 'development' ? text : redactLinkTokens(text)
    payload.logger.info(`[email-outbox] to ${to}: ${message.subject ?? ''}\n${logged}`)
    return { stored: 'email-outbox' }
  },
})
