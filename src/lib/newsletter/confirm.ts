import type { Payload } from 'payload'

import type { NewsletterSubscriber } from '@payload-types'
import { hashToken } from '@/lib/auth/magicLink'

import { consentIpHash } from './consent'
import { findSubscriberByConfirmTokenHash, updateSubscriber } from './subscribers'
import { confirmationExpired } from './tokens'

/** What a confirmation token is worth: usable, past its 7 days, or unknown (never issued, already used, or replaced by a newer link). */
export type ConfirmationState = 'valid' | 'expired' | 'invalid'

/**
 * Looks a confirmation token up without changing anything (the confirm page's GET, which
 * mail scanners also fetch): `valid` with the subscriber, `expired` when its
 * `requestedAt` is more than 7 days ago, else `invalid`.
 */
export async function confirmationState(
  payload: Payload,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ state: ConfirmationState; subscriber?: NewsletterSubscriber }> {
  if (!token) return { state: 'invalid' }
  const subscriber = await findSubscriberByConfirmTokenHash(payload, hashToken(token))
  if (!subscriber) return { state: 'invalid' }
  if (confirmationExpired(subscriber.requestedAt, now)) return { state: 'expired', subscriber }
  return { state: 'valid', subscriber }
}

/**
 * Confirms a subscription (double opt-in) when the token is `valid`: status
 * `confirmed`, `consentAt` = now and `consentIpHash` = keyed hash of the confirming IP
 * (the proof of consent), the token used up, an earlier `unsubscribedAt` cleared, and
 * the consent to measuring (`trackingConsentAt` = now) given only when the sign-up form's
 * separate box was ticked (`trackingRequested`), else none. An
 * expired or unknown token changes nothing. Returns the token's state before the call.
 */
export async function confirmSubscription(
  payload: Payload,
  token: string,
  ip: string,
  now: Date = new Date(),
): Promise<ConfirmationState> {
  const { state, subscriber } = await confirmationState(payload, token, now)
  if (state !== 'valid' || !subscriber) return state
  await updateSubscriber(payload, subscriber.id, {
    status: 'confirmed',
    consentAt: now.toISOString(),
    consentIpHash: consentIpHash(ip, payload.secret),
    confirmTokenHash: null,
    unsubscribedAt: null,
    trackingConsentAt: subscriber.trackingRequested ? now.toISOString() : null,
  })
  return 'valid'
}
