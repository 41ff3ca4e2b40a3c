import type { Payload } from 'payload'

import type { NewsletterSubscriber } from '@payload-types'
import { emailBranding } from '@/lib/email/branding'
import type { RenderedEmail } from '@/lib/email/layout'

import { confirmationEmail, newsletterEmail, type NewsletterContent } from './emails'
import { newsletterPageLink, oneClickUnsubscribeUrl } from './links'
import { unsubscribeToken } from './tokens'

/** The subscriber fields a newsletter mail needs. */
export type MailSubscriber = Pick<NewsletterSubscriber, 'id' | 'email' | 'locale' | 'status'>

/**
 * The RFC 8058 headers every newsletter mail carries: `List-Unsubscribe` with the HTTPS
 * one-click URL (RFC 2369 angle brackets) and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`, which tells mail clients to POST that body to the URL.
 * (Providers honour them only in DKIM-signed mail: sign at the SMTP relay.)
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

async function sendToSubscriber(
  payload: Payload,
  subscriber: MailSubscriber,
  render: (unsubscribePageUrl: string) => Promise<RenderedEmail>,
): Promise<void> {
  const token = unsubscribeToken(subscriber.id, payload.secret)
  const mail = await render(newsletterPageLink('unsubscribe', subscriber.locale, token))
  // Payload hands the options to our adapter, which passes `headers` on to nodemailer.
  await payload.sendEmail({
    to: subscriber.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: listUnsubscribeHeaders(oneClickUnsubscribeUrl(token)),
  })
}

/**
 * Mails the double-opt-in link (`/newsletter/confirm?token=…`, valid 7 days) to a pending
 * or re-subscribing address, with the List-Unsubscribe headers (RFC 8058), in the
 * subscriber's language (the page they subscribed on).
 */
export async function sendConfirmationMail(
  payload: Payload,
  subscriber: MailSubscriber,
  confirmToken: string,
): Promise<void> {
  const branding = await emailBranding(payload)
  await sendToSubscriber(payload, subscriber, async () =>
    confirmationEmail(
      newsletterPageLink('confirm', subscriber.locale, confirmToken),
      branding,
      subscriber.locale,
    ),
  )
}

/**
 * Sends one newsletter issue to one subscriber (for the issues that write newsletters):
 * only to `confirmed` subscribers — returns false and sends nothing otherwise. Every mail
 * carries the RFC 8058 one-click headers and an unsubscribe line, in the subscriber's
 * language. Throws when the mail server refuses the message.
 */
export async function sendNewsletterMail(
  payload: Payload,
  subscriber: MailSubscriber,
  content: NewsletterContent,
): Promise<boolean> {
  if (subscriber.status !== 'confirmed') return false
  const branding = await emailBranding(payload)
  await sendToSubscriber(payload, subscriber, async (unsubscribePageUrl) =>
    newsletterEmail(content, unsubscribePageUrl, branding, subscriber.locale),
  )
  return true
}
