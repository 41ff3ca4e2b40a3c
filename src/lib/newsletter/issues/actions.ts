import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Newsletter } from '@payload-types'
import { runSql } from '@/lib/db/executor'
import { emailBranding } from '@/lib/email/branding'
import { runQueueSoon } from '@/lib/jobs/enqueue'
import { QUEUES } from '@/lib/jobs/status'
import { asServer } from '@/lib/payload/readAs'

import { newsletterPageLink } from '../links'
import { issueContent } from './content'
import {
  deliveryCounts,
  requeueFailedDeliveries,
  subscriberLanguages,
  type DeliveryCounts,
} from './deliveries'
import { renderIssueMail } from './render'

/** Queues the send job of an issue, to start at `at` (or at once). */
async function queueSend(payload: Payload, newsletterId: number, at: Date | null): Promise<void> {
  await payload.jobs.queue({
    task: 'sendNewsletter',
    input: { newsletterId },
    queue: QUEUES.newsletter,
    ...(at ? { waitUntil: at } : {}),
    ...asServer(
      "Newsletter send: the server queues the send job (Payload's queue is closed to the API).",
    ),
  })
  if (!at) runQueueSoon(payload, QUEUES.newsletter)
}

/**
 * Starts or schedules the send of a draft: status `scheduled` (with `scheduledAt` = `at`, or
 * now) and a send job that waits until then. The status changes in one conditional
 * statement, so of two clicks only one gets through. Returns false when the issue is no
 * draft (already scheduled, sending, sent or failed): the caller answers 409.
 */
export async function requestSend(
  payload: Payload,
  newsletterId: number,
  at: Date | null,
): Promise<boolean> {
  const when = (at ?? new Date()).toISOString()
  const { rows } = await runSql(
    payload,
    sql`update newsletters set status = 'scheduled', scheduled_at = ${when}, updated_at = now()
         where id = ${newsletterId} and status = 'draft' returning id`,
  )
  if (!rows.length) return false
  await queueSend(payload, newsletterId, at && at.getTime() > Date.now() ? at : null)
  return true
}

/**
 * Tries an issue's failed deliveries again (those refused temporarily; bounced addresses
 * and deliveries a dead job interrupted are not retried). Only for a `sent` or `failed`
 * issue; returns how many deliveries were queued again, or null when the issue is in
 * another state (409).
 */
export async function retryFailed(payload: Payload, newsletterId: number): Promise<number | null> {
  const { rows } = await runSql(
    payload,
    sql`update newsletters set status = 'sending', updated_at = now()
         where id = ${newsletterId} and status in ('sent', 'failed') returning id`,
  )
  if (!rows.length) return null
  const count = await requeueFailedDeliveries(payload, newsletterId)
  await queueSend(payload, newsletterId, null)
  return count
}

/** An issue as the admin API answers it: the stored fields plus the live delivery counts. */
export type AdminNewsletter = Pick<
  Newsletter,
  | 'id'
  | 'subject'
  | 'preheader'
  | 'audience'
  | 'kind'
  | 'status'
  | 'scheduledAt'
  | 'sentAt'
  | 'createdAt'
  | 'updatedAt'
> & {
  articles: number[]
  /** Languages of the audience's confirmed subscribers, German first (the preview languages). */
  languages: string[]
} & DeliveryCounts

/** The admin API's view of an issue (German subject and preheader) with its live counts. */
export async function toAdminNewsletter(
  payload: Payload,
  issue: Newsletter,
): Promise<AdminNewsletter> {
  const counts = await deliveryCounts(payload, issue.id)
  return {
    id: issue.id,
    subject: issue.subject,
    preheader: issue.preheader ?? null,
    audience: issue.audience,
    kind: issue.kind,
    status: issue.status,
    scheduledAt: issue.scheduledAt ?? null,
    sentAt: issue.sentAt ?? null,
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
    articles: (issue.articles ?? []).map((a) => (typeof a === 'object' ? a.id : a)),
    languages: await subscriberLanguages(payload, issue.audience),
    ...counts,
  }
}

/**
 * The issue's mail as a reader of `locale` would get it (preview and test send), with an
 * unsubscribe link that leads to the unsubscribe page without unsubscribing anyone.
 */
export async function previewMail(payload: Payload, newsletterId: number, locale: string) {
  const content = await issueContent(payload, newsletterId, locale)
  return renderIssueMail(
    content,
    await emailBranding(payload),
    newsletterPageLink('unsubscribe', content.locale, 'preview'),
  )
}

/**
 * Sends the issue in `locale` to one staff address as a test: subject prefixed `[Test]`,
 * no delivery row, no List-Unsubscribe header (nobody to unsubscribe). Whether the address
 * belongs to staff is checked by the caller.
 */
export async function sendTestMail(
  payload: Payload,
  newsletterId: number,
  locale: string,
  to: string,
): Promise<void> {
  const mail = await previewMail(payload, newsletterId, locale)
  await payload.sendEmail({
    to,
    subject: `[Test] ${mail.subject}`,
    text: mail.text,
    html: mail.html,
  })
}

/** Whether `email` belongs to an admin or editor account (test sends go to staff only). */
export async function isStaffAddress(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: {
      and: [{ email: { equals: email.toLowerCase() } }, { roles: { in: ['admin', 'editor'] } }],
    },
    ...asServer('Test sends go to staff only: users are private; the server checks the role.'),
  })
  return totalDocs > 0
}
