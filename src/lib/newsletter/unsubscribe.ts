import type { Payload } from 'payload'

import type { NewsletterSubscriber } from '@payload-types'

import { clearMemberOptIn } from './memberOptIn'
import { findSubscriberById, unsubscribedFields, updateSubscriber } from './subscribers'
import { subscriberIdOfUnsubscribeToken } from './tokens'

/**
 * The subscriber an unsubscribe token belongs to, or null for a malformed, forged or
 * orphaned token (subscriber deleted). Reads only: the unsubscribe page's GET.
 */
export async function subscriberForUnsubscribeToken(
  payload: Payload,
  token: string | null | undefined,
): Promise<NewsletterSubscriber | null> {
  const id = token ? subscriberIdOfUnsubscribeToken(token, payload.secret) : null
  return id ? findSubscriberById(payload, id) : null
}

/**
 * Unsubscribes (RFC 8058 one-click; consent can be withdrawn at any time): status `unsubscribed`,
 * `unsubscribedAt` = now (kept from the first time when repeated), and any pending
 * confirmation link revoked, so only a new sign-up and confirmation bring the address
 * back; the consent to measuring ends with it. A member's account choice ("Newsletter per
 * E-Mail erhalten") is turned off with it.
 * Returns the subscriber, or null for an unknown token (nothing changes).
 */
export async function unsubscribe(
  payload: Payload,
  token: string,
  now: Date = new Date(),
): Promise<NewsletterSubscriber | null> {
  const subscriber = await subscriberForUnsubscribeToken(payload, token)
  if (!subscriber) return null
  await clearMemberOptIn(payload, subscriber.email)
  if (subscriber.status === 'unsubscribed' && !subscriber.confirmTokenHash) return subscriber
  return updateSubscriber(payload, subscriber.id, {
    ...unsubscribedFields(
      subscriber.status === 'unsubscribed' && subscriber.unsubscribedAt
        ? subscriber.unsubscribedAt
        : now.toISOString(),
    ),
    confirmTokenHash: null,
  })
}
