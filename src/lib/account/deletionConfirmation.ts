import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { User } from '@payload-types'
import { authLink } from '@/lib/auth/links'
import { consumeMagicLinkToken, createMagicLinkToken } from '@/lib/auth/magicLink'
import { sendAuthEmail } from '@/lib/auth/mail'
import { payloadErrorStatus } from '@/lib/auth/payloadErrors'
import { sqlExecutor } from '@/lib/db/adapter'
import { asServer } from '@/lib/payload/readAs'

/** Whether account `userId` has a password (accounts from social sign-in or a payment may not). */
export async function hasPassword(payload: Payload, userId: number): Promise<boolean> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(
    sql`select hash is not null as has from users where id = ${userId}`,
  )
  return Boolean(rows[0]?.has)
}

/** Whether `password` is the current password of `user` (checked as a sign-in would). */
export async function passwordMatches(
  payload: Payload,
  user: Pick<User, 'email'>,
  password: string,
): Promise<boolean> {
  try {
    await payload.login({
      collection: 'users',
      data: { email: user.email, password },
      ...asServer('Account deletion: the current password is checked as a sign-in would.'),
    })
    return true
  } catch (error) {
    const status = payloadErrorStatus(error)
    if (status === 401 || status === 400) return false
    throw error
  }
}

/**
 * Mails `user` a one-time link (one hour, the magic-link token store) to
 * `/account/security#token=…`, where the signed-in holder confirms the deletion: the
 * confirmation for accounts without a password.
 */
export async function mailDeletionLink(payload: Payload, user: User): Promise<void> {
  const token = await createMagicLinkToken(payload, user)
  await sendAuthEmail(payload, user, 'confirmDeletion', {
    url: authLink('confirmDeletion', user.language, token),
  })
}

/** Uses up a confirmation `token`; true when it was valid and belongs to `userId`. */
export async function confirmsDeletion(
  payload: Payload,
  userId: number,
  token: string,
): Promise<boolean> {
  return (await consumeMagicLinkToken(payload, token)) === userId
}
