import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { User } from '@payload-types'
import { sendAuthEmail, type MailRecipient } from '@/lib/auth/mail'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { sqlExecutor } from '@/lib/db/adapter'
import { NEWSLETTER_SUBSCRIBERS } from '@/lib/newsletter/constants'
import { asServer } from '@/lib/payload/readAs'

import { cancelSubscriptions, StripeUnavailableError } from './cancelSubscriptions'
import { SupabaseAdminUnavailableError, supabaseUserDeleter } from './deleteSupabaseUser'
import { deleteExports } from './exportFiles'
import { leaveAllPractices } from './leavePractices'

/** Domain of the addresses deleted accounts are renamed to (RFC 2606: never deliverable). */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid'

/** Whether `email` is the placeholder address of a deleted account. */
export function isDeletedAddress(email: string): boolean {
  return email.endsWith(`@${DELETED_EMAIL_DOMAIN}`)
}

/** Who asked for a deletion: the account itself, or an admin (studio) by user id. */
export type DeletionActor = { kind: 'self' } | { kind: 'staff'; userId: number; email: string }

/**
 * Whether `error` is a deletion refused before anything changed because a service it needs
 * is not configured (Stripe for an open subscription, Supabase's admin API for a linked
 * Supabase user): the routes answer 503 `service_unavailable`.
 */
export function isDeletionBlocked(error: unknown): boolean {
  return error instanceof StripeUnavailableError || error instanceof SupabaseAdminUnavailableError
}

/** What a deletion did: cancelled Stripe subscriptions and when. */
export type DeletionOutcome = { cancelledSubscriptions: string[]; deletedAt: string }

/**
 * Deletes account `user` as docs/security.md ("Account deletion") describes:
 * 1. cancels open Stripe subscriptions at once, then deletes the linked Supabase user
 *    through Supabase's admin API (Supabase auth mode); throws `StripeUnavailableError` or
 *    `SupabaseAdminUnavailableError` before anything changes when the service needed is
 *    not configured (`isDeletionBlocked`);
 * 2. removes the dentist profile (gone from the search and `/dentist/{slug}` at once), the
 *    uploaded certificates with their files, quiz attempts, CME reminders, sign-in links,
 *    newsletter subscriptions (with their delivery rows), rate-limit counters of the
 *    address and prepared data exports; leaves every practice (an owned practice is
 *    deleted with it);
 * 3. keeps the account row as a nameless tombstone: address replaced by a placeholder
 *    (the real one can sign up again), names, EFN, CME settings, consent and password
 *    cleared, every session ended. Issued CME credits stay attached to it, so their
 *    certificates remain verifiable without a name; Stripe-mirrored memberships stay as
 *    the payment reference.
 * A confirmation mail goes to the old address; the deletion is logged with who and when.
 */
export async function deleteAccount(
  payload: Payload,
  user: User,
  actor: DeletionActor,
  now: Date = new Date(),
): Promise<DeletionOutcome> {
  const recipient: MailRecipient = {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
  }
  const deleteSupabaseUser = supabaseUserDeleter(user.supabaseUserId)
  const cancelledSubscriptions = await cancelSubscriptions(payload, user.id)
  await deleteSupabaseUser?.()
  const byUser = { user: { equals: user.id } }
  const reason = 'account deletion: the server removes the records of the deleted account'
  await payload.delete({ collection: 'doctor-profiles', where: byUser, ...asServer(reason) })
  await payload.delete({ collection: EXTERNAL_CERTIFICATES, where: byUser, ...asServer(reason) })
  await payload.delete({ collection: 'quiz-attempts', where: byUser, ...asServer(reason) })
  await payload.delete({ collection: 'cme-reminders', where: byUser, ...asServer(reason) })
  await payload.delete({ collection: 'login-tokens', where: byUser, ...asServer(reason) })
  await payload.delete({
    collection: NEWSLETTER_SUBSCRIBERS,
    where: { email: { equals: user.email.toLowerCase() } },
    ...asServer(reason),
  })
  await leaveAllPractices(payload, user.id)
  const db = await sqlExecutor(payload)
  await db.execute(
    sql`delete from rate_limits where key like ${`%:${user.email.toLowerCase().replace(/[\\%_]/g, '\\$&')}`}`,
  )
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: {
      email: `deleted-${user.id}-${randomBytes(6).toString('hex')}@${DELETED_EMAIL_DOMAIN}`,
      firstName: null,
      lastName: null,
      efn: null,
      cmePeriodStart: null,
      cmeChamber: null,
      cmeReminders: false,
      newsletterOptIn: false,
      newsletterConsentAt: null,
      supabaseUserId: null,
      sessions: [],
      hash: null,
      salt: null,
      resetPasswordToken: null,
      resetPasswordExpiration: null,
      _verificationToken: null,
      verificationTokenIssuedAt: null,
    },
    returning: false,
  })
  // Prepared exports: storage may fail where the rows above did not; the daily retention
  // run deletes whatever is left when its link expires.
  await deleteExports({ userId: user.id }).catch((error: unknown) =>
    payload.logger.error({ err: error }, `account ${user.id}: prepared exports not deleted`),
  )
  const deletedAt = now.toISOString()
  const who =
    actor.kind === 'self' ? 'the account holder' : `admin ${actor.userId} (${actor.email})`
  payload.logger.info(`account ${user.id} deleted at ${deletedAt} by ${who}`)
  await sendAuthEmail(payload, recipient, 'accountDeleted').catch((error: unknown) =>
    payload.logger.error({ err: error }, `account ${user.id}: deletion mail not sent`),
  )
  return { cancelledSubscriptions, deletedAt }
}
