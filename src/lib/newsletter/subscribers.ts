import type { Payload } from 'payload'

import type { NewsletterSubscriber } from '@payload-types'

import { NEWSLETTER_SUBSCRIBERS } from './constants'

import { asServer } from '@/lib/payload/readAs'

/**
 * The subscriber with this (already lower-cased) address, or null. Read at the database
 * adapter, so the hidden confirmation-token hash is included.
 */
export async function findSubscriberByEmail(
  payload: Payload,
  email: string,
): Promise<NewsletterSubscriber | null> {
  return payload.db.findOne<NewsletterSubscriber>({
    collection: NEWSLETTER_SUBSCRIBERS,
    where: { email: { equals: email } },
  })
}

/** The subscriber whose newest confirmation token has this SHA-256 hash, or null. */
export async function findSubscriberByConfirmTokenHash(
  payload: Payload,
  tokenHash: string,
): Promise<NewsletterSubscriber | null> {
  return payload.db.findOne<NewsletterSubscriber>({
    collection: NEWSLETTER_SUBSCRIBERS,
    where: { confirmTokenHash: { equals: tokenHash } },
  })
}

/** The subscriber with this id, or null. */
export async function findSubscriberById(
  payload: Payload,
  id: number,
): Promise<NewsletterSubscriber | null> {
  return payload.db.findOne<NewsletterSubscriber>({
    collection: NEWSLETTER_SUBSCRIBERS,
    where: { id: { equals: id } },
  })
}

/**
 * The fields of a subscription the reader ended at `at` (ISO 8601), by the link in a mail
 * or on the account page: the consent to measuring opens and clicks ends with it
 * (docs/security.md, "Newsletter measuring"), so a later subscription starts without it.
 */
export function unsubscribedFields(at: string) {
  return {
    status: 'unsubscribed',
    unsubscribedAt: at,
    trackingConsentAt: null,
    trackingRequested: false,
  } satisfies Partial<NewsletterSubscriber>
}

/** Updates a subscriber on the server's behalf (Payload's API refuses writes to everyone, see the collection). */
export async function updateSubscriber(
  payload: Payload,
  id: number,
  data: Partial<NewsletterSubscriber>,
): Promise<NewsletterSubscriber> {
  return payload.update({
    collection: NEWSLETTER_SUBSCRIBERS,
    id,
    data,
    ...asServer(
      'Consent record: subscribers are closed to API writes; the server writes as itself.',
    ),
    depth: 0,
  })
}
