import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { asServer } from '@/lib/payload/readAs'

/** The account with this (already lower-cased) email address, or null. */
export async function findUserByEmail(payload: Payload, email: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    ...asServer(
      'Sign-in/sign-up/checkout lookups before a session exists: the server reads as itself.',
    ),
  })
  return docs[0] ?? null
}

/** A supported language code (e.g. `de`, `en`), else the default `de`. */
export function languageOrDefault(code: string | undefined): User['language'] {
  return isLocale(code) ? code : DEFAULT_LOCALE
}

/**
 * Marks the address as verified (`_verified`, `emailVerifiedAt`): a link sent to it was
 * opened. Keeps the first verification date; any pending verification link is used up.
 */
export async function markEmailVerified(
  payload: Payload,
  user: Pick<User, 'id' | 'emailVerifiedAt'>,
): Promise<void> {
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: {
      _verified: true,
      _verificationToken: null,
      verificationTokenIssuedAt: null,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date().toISOString(),
    },
    returning: false,
  })
}
