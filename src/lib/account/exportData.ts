import type { Payload, Where } from 'payload'

import type { User } from '@payload-types'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { NEWSLETTER_SUBSCRIBERS } from '@/lib/newsletter/constants'
import { NEWSLETTER_DELIVERIES } from '@/lib/newsletter/issues/constants'
import { asServer } from '@/lib/payload/readAs'

/** Most records of one kind an export holds (an account has a few dozen at most). */
export const EXPORT_RECORD_LIMIT = 5000

/**
 * Everything the journal keeps tied to one account, as the export's `data.json` holds it
 * (docs/security.md, "Data export"). Each list holds the records as stored (depth 0);
 * `account` leaves out what only proves a secret (password hash, token hashes).
 */
export type AccountData = {
  exportedAt: string
  account: Record<string, unknown>
  signInHistory: {
    sessions: { createdAt?: string | null; expiresAt?: string | null }[]
    signInLinks: { createdAt: string; expiresAt: string; usedAt?: string | null }[]
  }
  profile: Record<string, unknown>[]
  cmeCredits: Record<string, unknown>[]
  quizAttempts: Record<string, unknown>[]
  externalCertificates: Record<string, unknown>[]
  cmeReminders: Record<string, unknown>[]
  practiceMemberships: Record<string, unknown>[]
  memberships: Record<string, unknown>[]
  newsletterSubscriptions: Record<string, unknown>[]
}

type Collection = Parameters<Payload['find']>[0]['collection']

/** Fields dropped from every exported record: secrets' hashes, never the person's data. */
const SECRET_FIELDS = new Set(['confirmTokenHash', 'tokenHash', 'browserHash', 'consentIpHash'])

const clean = (doc: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !SECRET_FIELDS.has(key)))

async function records(payload: Payload, collection: Collection, where: Where) {
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    limit: EXPORT_RECORD_LIMIT,
    sort: 'createdAt',
    ...asServer('Data export: the server gathers the records of the signed-in account only.'),
  })
  return docs.map((doc) => clean(doc as object))
}

/**
 * Gathers the data of account `user` (docs/security.md, "Data export"): account fields,
 * sign-in history (sessions and sign-in links, never their secrets), dentist profile, CME
 * credits (the issued certificates), quiz attempts with the answers given, uploaded
 * certificates (their files are added to the archive separately), CME reminders sent,
 * practice memberships with the sharing chosen and the practice's name, memberships with
 * their Stripe references, and newsletter subscriptions with their consent times and the
 * mails sent to them (with their first open and click where counting was allowed).
 */
export async function accountData(
  payload: Payload,
  user: User,
  now: Date = new Date(),
): Promise<AccountData> {
  const byUser: Where = { user: { equals: user.id } }
  const loginTokens = await records(payload, 'login-tokens', byUser)
  const practiceRows = await payload.find({
    collection: 'practice-members',
    where: byUser,
    depth: 1,
    limit: EXPORT_RECORD_LIMIT,
    ...asServer('Data export: the practices the signed-in account belongs to.'),
  })
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      roles: user.roles,
      language: user.language ?? null,
      efn: user.efn ?? null,
      cmePeriodStart: user.cmePeriodStart ?? null,
      cmeChamber: user.cmeChamber ?? null,
      cmeReminders: user.cmeReminders ?? null,
      newsletterOptIn: user.newsletterOptIn ?? false,
      newsletterConsentAt: user.newsletterConsentAt ?? null,
      stripeCustomerId: user.stripeCustomerId ?? null,
      emailVerifiedAt: user.emailVerifiedAt ?? null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    signInHistory: {
      sessions: (user.sessions ?? []).map((s) => ({
        createdAt: s.createdAt ?? null,
        expiresAt: s.expiresAt ?? null,
      })),
      signInLinks: loginTokens.map((t) => ({
        createdAt: String(t.createdAt),
        expiresAt: String(t.expiresAt),
        usedAt: (t.usedAt as string | null | undefined) ?? null,
      })),
    },
    profile: await records(payload, 'doctor-profiles', byUser),
    cmeCredits: await records(payload, 'cme-credits', byUser),
    quizAttempts: await records(payload, 'quiz-attempts', byUser),
    externalCertificates: await records(payload, EXTERNAL_CERTIFICATES, byUser),
    cmeReminders: await records(payload, 'cme-reminders', byUser),
    practiceMemberships: practiceRows.docs.map((row) => {
      const practice = row.practice
      return clean({
        ...row,
        practice:
          practice && typeof practice === 'object'
            ? { id: practice.id, name: practice.name }
            : practice,
      })
    }),
    memberships: await records(payload, 'memberships', byUser),
    newsletterSubscriptions: await withDeliveries(
      payload,
      await records(payload, NEWSLETTER_SUBSCRIBERS, {
        email: { equals: user.email.toLowerCase() },
      }),
    ),
  }
}

/**
 * Each newsletter subscription with the mails sent to it (`deliveries`): the id,
 * language, status and time sent, and, where the reader allowed counting, whether the mail
 * was counted, its first open and first click and the number of clicks
 * (docs/security.md, "Newsletter measuring").
 */
async function withDeliveries(
  payload: Payload,
  subscriptions: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  if (subscriptions.length === 0) return subscriptions
  const { docs } = await payload.find({
    collection: NEWSLETTER_DELIVERIES,
    where: { subscriber: { in: subscriptions.map((s) => s.id as number) } },
    depth: 0,
    limit: EXPORT_RECORD_LIMIT,
    sort: 'createdAt',
    select: {
      newsletter: true,
      subscriber: true,
      locale: true,
      status: true,
      sentAt: true,
      tracked: true,
      openedAt: true,
      clickedAt: true,
      clicks: true,
    },
    ...asServer('Data export: the newsletter mails sent to the signed-in account’s address.'),
  })
  return subscriptions.map((subscription) => ({
    ...subscription,
    deliveries: docs
      .filter((d) => d.subscriber === subscription.id)
      .map(({ subscriber: _subscriber, ...delivery }) => delivery),
  }))
}
