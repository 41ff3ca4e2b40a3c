import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Newsletter } from '@payload-types'
import { runSql } from '@/lib/db/executor'
import { emailBranding } from '@/lib/email/branding'
import { openMailPool, type MailPool } from '@/lib/email/pool'
import { errorMessage } from '@/lib/jobs/status'
import { asServer } from '@/lib/payload/readAs'

import { listUnsubscribeHeaders } from '../mail'
import { newsletterPageLink, oneClickUnsubscribeUrl } from '../links'
import { unsubscribeToken } from '../tokens'
import { MEASURING_ANCHOR } from '../measuring/constants'
import { countedLinkUrl, openPixelUrl } from '../measuring/signedLinks'
import { NEWSLETTERS } from './constants'
import { issueContent, type IssueContent } from './content'
import {
  closeInterruptedDeliveries,
  deliveryCounts,
  finishDelivery,
  pendingBatch,
  startDelivery,
  writeDeliveries,
  type DeliveryRow,
} from './deliveries'
import { issueLanguages } from './languages'
import { renderIssueMail, type MailMeasuring } from './render'
import { newsletterSettings } from './settings'
import { throttle } from './throttle'

/** The SMTP reply code of a nodemailer error (e.g. 550), if the server answered one. */
function smtpCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' ? code : null
}

/**
 * A permanent refusal (RFC 5321 §4.2.1: reply codes 5yz): the address does not exist or
 * will not take mail. A 4yz answer or a broken connection is temporary (the delivery can
 * be retried).
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = smtpCode(error)
  return code !== null && code >= 500 && code < 600
}

/** Marks a subscriber `bounced` (no newsletter goes there any more), with the server's answer. */
async function markBounced(payload: Payload, subscriberId: number, reason: string): Promise<void> {
  await runSql(
    payload,
    sql`update newsletter_subscribers set status = 'bounced', bounced_at = now(),
               bounce_reason = ${reason.slice(0, 500)}, updated_at = now()
         where id = ${subscriberId} and status = 'confirmed'`,
  )
}

/** Writes an issue's status, counters and times at the adapter (no validation of its articles). */
export async function updateIssue(
  payload: Payload,
  id: number,
  data: Partial<
    Pick<Newsletter, 'status' | 'recipients' | 'sent' | 'failed' | 'sentAt' | 'scheduledAt'>
  >,
): Promise<void> {
  await payload.db.updateOne({ collection: NEWSLETTERS, id, data, returning: false })
}

/** Writes the delivery counts into the issue, for lists and the studio's progress. */
async function storeCounts(payload: Payload, id: number): Promise<void> {
  const counts = await deliveryCounts(payload, id)
  await updateIssue(payload, id, {
    recipients: counts.recipients,
    sent: counts.sent,
    failed: counts.failed,
  })
}

/**
 * The measuring of one delivery's mail: its open pixel, counted links signed for this
 * delivery, and the unsubscribe page's measuring section as the withdraw link.
 */
function measuringOf(payload: Payload, row: DeliveryRow, unsubscribePage: string): MailMeasuring {
  return {
    pixelUrl: openPixelUrl(row.id, payload.secret),
    withdrawUrl: `${unsubscribePage}#${MEASURING_ANCHOR}`,
    countedLink: (url) => countedLinkUrl(row.id, url, payload.secret),
  }
}

/**
 * Sends one mail of an issue to one delivery's subscriber, with their unsubscribe page
 * link in the mail and the RFC 8058 one-click headers; `measured` (the subscriber
 * consents to measuring) adds the open pixel and counted links. Returns the outcome; a
 * permanent SMTP refusal (5yz) also marks the subscriber bounced.
 */
async function deliver(
  payload: Payload,
  mailer: MailPool,
  row: DeliveryRow,
  measured: boolean,
  content: IssueContent,
  branding: Awaited<ReturnType<typeof emailBranding>>,
): Promise<{ sent: true } | { sent: false; error: string }> {
  const token = unsubscribeToken(row.subscriberId, payload.secret)
  const unsubscribePage = newsletterPageLink('unsubscribe', row.locale, token)
  const mail = await renderIssueMail(
    content,
    branding,
    unsubscribePage,
    measured ? measuringOf(payload, row, unsubscribePage) : undefined,
  )
  try {
    await mailer.send({
      to: row.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: listUnsubscribeHeaders(oneClickUnsubscribeUrl(token)),
    })
    return { sent: true }
  } catch (error) {
    const message = errorMessage(error)
    if (isPermanentFailure(error)) await markBounced(payload, row.subscriberId, message)
    return { sent: false, error: message }
  }
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachWithLimit<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

/**
 * The send job of one issue (Payload task `sendNewsletter`, queue `newsletter`):
 * 1. nothing to do unless the issue is `scheduled` or `sending` (a `sent` issue is never
 *    sent twice; a draft was cancelled);
 * 2. status `sending`; the delivery rows are written once (every confirmed subscriber of
 *    the audience, but none in a language the issue has no subject in unless the editor
 *    chose to send those the German one: `issueLanguages`), rows a killed run left half-done are closed as interrupted;
 * 3. the pending rows are worked off in batches of the configured size, at most the
 *    configured mails per second, each row taken (`startDelivery`) before its mail goes out
 *    and recorded after, so a run that dies and is started again sends the rest and
 *    nobody twice; subscribers who left meanwhile are skipped. The mails go over a pool
 *    of open SMTP connections (`openMailPool`, closed when the run ends), as many mails
 *    at once as the settings name connections;
 * 4. counters after each batch, then status `sent` with its time.
 * Per-recipient SMTP errors are recorded on the row; only errors of our own (database)
 * end the run, and the job is run again by the next worker.
 */
export async function runNewsletterSend(
  payload: Payload,
  newsletterId: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  const issue = (await payload.findByID({
    collection: NEWSLETTERS,
    id: newsletterId,
    depth: 0,
    ...asServer('Send job (worker, no user): the server reads the issue as itself.'),
  })) as Newsletter
  if (issue.status !== 'scheduled' && issue.status !== 'sending') return
  await updateIssue(payload, newsletterId, { status: 'sending' })
  const languages = await issueLanguages(payload, newsletterId)
  const skip =
    languages?.policy === 'skip' ? languages.missing.map((m) => m.locale) : ([] as string[])
  if (skip.length) log(`newsletter ${newsletterId}: not sent in ${skip.join(', ')} (no subject)`)
  const recipients = await writeDeliveries(payload, newsletterId, issue.audience, skip)
  const interrupted = await closeInterruptedDeliveries(payload, newsletterId)
  if (interrupted) log(`newsletter ${newsletterId}: ${interrupted} interrupted delivery(ies)`)
  await storeCounts(payload, newsletterId)
  log(`newsletter ${newsletterId}: ${recipients} recipient(s)`)

  const settings = await newsletterSettings(payload)
  const branding = await emailBranding(payload)
  const pace = throttle(settings.mailsPerSecond)
  const contents = new Map<string, Promise<IssueContent>>()
  const contentFor = (locale: string) => {
    if (!contents.has(locale)) contents.set(locale, issueContent(payload, newsletterId, locale))
    return contents.get(locale)!
  }
  const mailer = openMailPool(payload, {
    maxConnections: settings.smtpConnections,
    maxMessages: settings.messagesPerConnection,
    mailsPerSecond: settings.mailsPerSecond,
  })
  try {
    for (;;) {
      const batch = await pendingBatch(payload, newsletterId, settings.batchSize)
      if (!batch.length) break
      await eachWithLimit(batch, settings.smtpConnections, async (row) => {
        const taken = await startDelivery(payload, row.id)
        if (taken?.status !== 'sending') return
        await pace()
        const content = await contentFor(row.locale)
        const outcome = await deliver(payload, mailer, row, taken.measured, content, branding)
        await finishDelivery(payload, row.id, outcome)
      })
      await storeCounts(payload, newsletterId)
    }
  } finally {
    mailer.close()
  }
  await updateIssue(payload, newsletterId, {
    status: 'sent',
    sentAt: issue.sentAt ?? new Date().toISOString(),
  })
  log(`newsletter ${newsletterId}: sent`)
}

/**
 * The task handler's entry: runs the send and, when it fails on an error of our own (not
 * a recipient's), marks the issue `failed` so the studio offers a retry, and logs it. The
 * Payload job itself then ends normally (the issue records the failure).
 */
export async function runNewsletterSendJob(payload: Payload, newsletterId: number): Promise<void> {
  try {
    await runNewsletterSend(payload, newsletterId, (line) => payload.logger.info(line))
  } catch (error) {
    payload.logger.error(`newsletter ${newsletterId}: send failed: ${errorMessage(error)}`)
    await updateIssue(payload, newsletterId, { status: 'failed' }).catch(() => {})
  }
}
