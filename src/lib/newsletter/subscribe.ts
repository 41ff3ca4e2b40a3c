import type { Payload } from 'payload'

import type { NewsletterSubscriber } from '@payload-types'
import type { Locale } from '@/i18n/locales'
import { asServer } from '@/lib/payload/readAs'

import { NEWSLETTER_SUBSCRIBERS, type NewsletterAudience, type NewsletterSource } from './constants'
import { sendConfirmationMail } from './mail'
import { findSubscriberByEmail, updateSubscriber } from './subscribers'
import { newConfirmationToken } from './tokens'

/**
 * A request from a newsletter form: the (lower-cased) address, the page's language, the
 * form it came from and the list it signs up for (`patient` on patients' pages; default
 * `doctor`), and whether its box allowing opens and clicks to be counted was ticked.
 */
export type SubscriptionRequest = {
  email: string
  locale: Locale
  source?: NewsletterSource
  audience?: NewsletterAudience
  measuring?: boolean
}

/** What a request led to: a confirmation mail, or nothing because the address is already confirmed. */
export type SubscriptionOutcome = 'confirmation-sent' | 'already-confirmed'

/**
 * Handles a newsletter sign-up (double opt-in):
 * - new address: a `pending` subscriber is created;
 * - `pending` or `unsubscribed` address: it gets a new confirmation token (the earlier
 *   link stops working), `requestedAt` = now, and the request's language, source,
 *   audience (the list of the page it came from last) and measuring box; the
 *   status stays as it was, so an unsubscribed address comes back only once the new link
 *   is confirmed;
 * - `confirmed` address: nothing changes and no mail is sent (a form cannot be used to
 *   mail a subscriber repeatedly).
 * Then the confirmation link (valid 7 days) is mailed. Callers answer every address alike
 * and run this after the response, so neither answer nor timing tells which case it was.
 */
export async function requestSubscription(
  payload: Payload,
  request: SubscriptionRequest,
  now: Date = new Date(),
): Promise<SubscriptionOutcome> {
  const { token, tokenHash } = newConfirmationToken()
  const fields: RequestFields = {
    locale: request.locale,
    requestedAt: now.toISOString(),
    confirmTokenHash: tokenHash,
    audience: request.audience ?? 'doctor',
    trackingRequested: request.measuring ?? false,
    ...(request.source ? { source: request.source } : {}),
  }
  const subscriber = await upsertUnconfirmed(payload, request.email, fields)
  if (!subscriber) return 'already-confirmed'
  await sendConfirmationMail(payload, subscriber, token)
  return 'confirmation-sent'
}

/** What every sign-up request writes. */
type RequestFields = Pick<
  NewsletterSubscriber,
  'locale' | 'requestedAt' | 'confirmTokenHash' | 'audience' | 'trackingRequested'
> & {
  source?: NewsletterSource
}

/** Creates the pending subscriber or refreshes an unconfirmed one; null for a confirmed address. */
async function upsertUnconfirmed(
  payload: Payload,
  email: string,
  fields: RequestFields,
): Promise<NewsletterSubscriber | null> {
  const existing = await findSubscriberByEmail(payload, email)
  if (existing)
    return existing.status === 'confirmed' ? null : updateSubscriber(payload, existing.id, fields)
  try {
    return await payload.create({
      collection: NEWSLETTER_SUBSCRIBERS,
      data: { email, status: 'pending', ...fields },
      ...asServer('Consent record from the public form: subscribers are closed to API writes.'),
      depth: 0,
    })
  } catch (error) {
    // A concurrent request created the address first (unique email): continue with that one.
    const created = await findSubscriberByEmail(payload, email)
    if (!created) throw error
    return created.status === 'confirmed' ? null : updateSubscriber(payload, created.id, fields)
  }
}
