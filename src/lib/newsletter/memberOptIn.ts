import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { asServer } from '@/lib/payload/readAs'

import { NEWSLETTER_SUBSCRIBERS } from './constants'
import { findSubscriberByEmail, unsubscribedFields, updateSubscriber } from './subscribers'

/** A member's newsletter choice as the account page shows it. */
export type MemberNewsletterState = { optIn: boolean; consentAt: string | null }

/** The member's current choice (off unless they opted in on their account page). */
export function memberNewsletterState(
  user: Pick<User, 'newsletterOptIn' | 'newsletterConsentAt'>,
): MemberNewsletterState {
  return { optIn: user.newsletterOptIn === true, consentAt: user.newsletterConsentAt ?? null }
}

/**
 * A member's opt-in or opt-out on `/account/security` ("Newsletter per E-Mail erhalten";
 * off by default). Opting in stores the consent with its time on the account
 * (`newsletterOptIn`, `newsletterConsentAt`) and makes the account's address a confirmed
 * dentists' subscriber (source `account`, the account's language), so members receive
 * the same issues as every subscriber and leave the same way (the one-click link in every
 * mail also turns the account's choice off, see `unsubscribe`). The signed-in account
 * itself is the proof of the address, so no confirmation mail is needed. Opting out
 * unsubscribes the address and withdraws any consent to measuring opens and clicks
 * (docs/security.md, "Newsletter measuring").
 */
export async function setMemberNewsletter(
  payload: Payload,
  user: Pick<User, 'id' | 'email' | 'language'>,
  optIn: boolean,
  now: Date = new Date(),
): Promise<MemberNewsletterState> {
  const email = user.email.trim().toLowerCase()
  const at = now.toISOString()
  const updated = (await payload.update({
    collection: 'users',
    id: user.id,
    data: { newsletterOptIn: optIn, ...(optIn ? { newsletterConsentAt: at } : {}) },
    ...asServer(
      'Consent fields are closed to the API; the server records a consent here, with its subscriber row.',
    ),
    depth: 0,
  })) as User
  const existing = await findSubscriberByEmail(payload, email)
  if (optIn) {
    const fields = {
      status: 'confirmed' as const,
      audience: 'doctor' as const,
      source: 'account' as const,
      consentAt: at,
      unsubscribedAt: null,
      confirmTokenHash: null,
      bouncedAt: null,
    }
    if (existing) await updateSubscriber(payload, existing.id, fields)
    else
      await payload.create({
        collection: NEWSLETTER_SUBSCRIBERS,
        data: {
          email,
          locale: (user.language ?? DEFAULT_LOCALE) as never,
          requestedAt: at,
          ...fields,
        },
        ...asServer('Consent record: subscribers are closed to API writes; the server records it.'),
        depth: 0,
      })
  } else if (existing && existing.status === 'confirmed') {
    await updateSubscriber(payload, existing.id, unsubscribedFields(at))
  }
  return memberNewsletterState(updated)
}

/** Turns the account's newsletter choice off when its address unsubscribes by link. */
export async function clearMemberOptIn(payload: Payload, email: string): Promise<void> {
  await payload.update({
    collection: 'users',
    where: { and: [{ email: { equals: email } }, { newsletterOptIn: { equals: true } }] },
    data: { newsletterOptIn: false },
    ...asServer("Unsubscribe by link, nobody signed in: the server clears the account's choice."),
    depth: 0,
  })
}
