import type { Payload } from 'payload'

import type { NewsletterSubscriber } from '@payload-types'

import { updateSubscriber } from '../subscribers'
import { subscriberForUnsubscribeToken } from '../unsubscribe'

/** Whether a subscriber currently allows their opens and clicks to be counted. */
export function measuringAllowed(subscriber: Pick<NewsletterSubscriber, 'trackingConsentAt'>) {
  return Boolean(subscriber.trackingConsentAt)
}

/**
 * Gives (`allow` true) or withdraws the consent to measuring of the subscriber an
 * unsubscribe token belongs to (the token of every newsletter mail's manage link). Giving
 * it needs a confirmed subscription and keeps an earlier consent time; withdrawing works in
 * every state and clears it, so from the next request on nothing more is recorded and the
 * next mails carry neither pixel nor counted links. Returns the subscriber as stored, or
 * null for an unknown or forged token, or a consent asked for without a confirmed
 * subscription (nothing changes).
 */
export async function setMeasuringConsent(
  payload: Payload,
  token: string,
  allow: boolean,
  now: Date = new Date(),
): Promise<NewsletterSubscriber | null> {
  const subscriber = await subscriberForUnsubscribeToken(payload, token)
  if (!subscriber) return null
  if (allow && subscriber.status !== 'confirmed') return null
  if (measuringAllowed(subscriber) === allow) return subscriber
  return updateSubscriber(payload, subscriber.id, {
    trackingConsentAt: allow ? now.toISOString() : null,
    ...(allow ? {} : { trackingRequested: false }),
  })
}
