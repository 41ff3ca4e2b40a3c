import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runSql } from '@/lib/db/executor'

import type { NewsletterAudience } from '../constants'
import { INTERRUPTED_DELIVERY_ERROR } from './constants'

/** A delivery the send job works on. */
export type DeliveryRow = { id: number; subscriberId: number; email: string; locale: string }

/** The counts of an issue's deliveries. */
export type DeliveryCounts = {
  recipients: number
  sent: number
  failed: number
  pending: number
  /** Recipients who unsubscribed (or bounced) after their delivery row was written. */
  unsubscribedSince: number
  /**
   * Sent deliveries whose subscriber had consented to measuring when the mail went out:
   * the base of the open and click rates (nobody else's opens or clicks are counted).
   */
  measured: number
  /** Of those, deliveries opened at least once (unique opens; a click counts as an open). */
  opened: number
  /** Of those, deliveries with at least one click (unique clicks). */
  clicked: number
  /** All clicks of those deliveries, repeated ones included. */
  clicks: number
}

/**
 * Writes one `pending` delivery row per confirmed subscriber of the audience, once
 * per issue (a later run finds rows and adds none, so the list is fixed when the send
 * starts). One statement, so a crash leaves all rows or none. Subscribers whose language
 * is in `skipLocales` (languages the issue has no subject in, when the editor chose not to
 * send to them) get no row. Returns the number of rows.
 */
export async function writeDeliveries(
  payload: Payload,
  newsletterId: number,
  audience: NewsletterAudience,
  skipLocales: readonly string[] = [],
): Promise<number> {
  const existing = await runSql(
    payload,
    sql`select count(*)::int as n from newsletter_deliveries where newsletter_id = ${newsletterId}`,
  )
  if (Number(existing.rows[0]?.n) > 0) return Number(existing.rows[0]?.n)
  const { rows } = await runSql(
    payload,
    sql`insert into newsletter_deliveries
          (newsletter_id, subscriber_id, email, locale, status, updated_at, created_at)
        select ${newsletterId}, s.id, s.email, s.locale::text, 'pending', now(), now()
          from newsletter_subscribers s
         where s.status = 'confirmed' and coalesce(s.audience, 'doctor') = ${audience}
           and not (s.locale::text = any(string_to_array(${skipLocales.join(' ')}, ' ')))
         order by s.id
        on conflict do nothing
        returning id`,
  )
  return rows.length
}

/**
 * Rows a dead job left in `sending` (its process was killed while handing them to the
 * mail server): they become `failed` with INTERRUPTED_DELIVERY_ERROR and are never sent
 * again, since the mail may have arrived.
 */
export async function closeInterruptedDeliveries(
  payload: Payload,
  newsletterId: number,
): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`update newsletter_deliveries set status = 'failed', error = ${INTERRUPTED_DELIVERY_ERROR},
               updated_at = now()
         where newsletter_id = ${newsletterId} and status = 'sending' returning id`,
  )
  return rows.length
}

/** The next `limit` pending deliveries of an issue, in order. */
export async function pendingBatch(
  payload: Payload,
  newsletterId: number,
  limit: number,
): Promise<DeliveryRow[]> {
  const { rows } = await runSql(
    payload,
    sql`select id, subscriber_id, email, locale from newsletter_deliveries
         where newsletter_id = ${newsletterId} and status = 'pending'
         order by id limit ${limit}`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    subscriberId: Number(r.subscriber_id),
    email: String(r.email),
    locale: String(r.locale),
  }))
}

/** A delivery taken for sending: its new status, and whether its mail is measured. */
export type TakenDelivery = { status: 'sending' | 'skipped'; measured: boolean }

/**
 * Takes one pending delivery for sending: `sending` when its subscriber is still
 * confirmed, `skipped` when they unsubscribed or bounced meanwhile. The row also records
 * (`tracked`) whether the subscriber consents to measuring at this moment: only then does
 * the mail get the open pixel and counted links (docs/security.md, "Newsletter
 * measuring"). Returns both, or null when the row was no longer pending (another run took it).
 */
export async function startDelivery(
  payload: Payload,
  deliveryId: number,
): Promise<TakenDelivery | null> {
  const { rows } = await runSql(
    payload,
    sql`update newsletter_deliveries d
           set status = (case when s.status = 'confirmed' then 'sending' else 'skipped' end)::enum_newsletter_deliveries_status,
               tracked = (s.status = 'confirmed' and s.tracking_consent_at is not null),
               updated_at = now()
          from newsletter_subscribers s
         where d.id = ${deliveryId} and d.status = 'pending' and s.id = d.subscriber_id
     returning d.status, d.tracked`,
  )
  const status = rows[0]?.status
  return status === 'sending' || status === 'skipped'
    ? { status, measured: rows[0]?.tracked === true }
    : null
}

/** Records the outcome of a delivery: `sent` with its time, or `failed` with the server's answer. */
export async function finishDelivery(
  payload: Payload,
  deliveryId: number,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  if (outcome.sent)
    await runSql(
      payload,
      sql`update newsletter_deliveries set status = 'sent', sent_at = now(), error = null,
                 updated_at = now() where id = ${deliveryId}`,
    )
  else
    await runSql(
      payload,
      sql`update newsletter_deliveries set status = 'failed', error = ${outcome.error.slice(0, 2000)},
                 updated_at = now() where id = ${deliveryId}`,
    )
}

/**
 * Puts an issue's failed deliveries back to `pending` for another try, except those a
 * dead job interrupted (they may have arrived) and those whose subscriber bounced since.
 * Returns how many.
 */
export async function requeueFailedDeliveries(
  payload: Payload,
  newsletterId: number,
): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`update newsletter_deliveries d set status = 'pending', error = null, updated_at = now()
          from newsletter_subscribers s
         where d.newsletter_id = ${newsletterId} and d.status = 'failed'
           and coalesce(d.error, '') <> ${INTERRUPTED_DELIVERY_ERROR}
           and s.id = d.subscriber_id and s.status = 'confirmed'
     returning d.id`,
  )
  return rows.length
}

/** The counters of an issue's deliveries (see {@link DeliveryCounts}). */
export async function deliveryCounts(
  payload: Payload,
  newsletterId: number,
): Promise<DeliveryCounts> {
  const { rows } = await runSql(
    payload,
    sql`select count(*)::int as recipients,
               count(*) filter (where d.status = 'sent')::int as sent,
               count(*) filter (where d.status = 'failed')::int as failed,
               count(*) filter (where d.status in ('pending', 'sending'))::int as pending,
               count(*) filter (where (s.status in ('unsubscribed', 'bounced')
                                       and coalesce(s.unsubscribed_at, s.bounced_at) > d.created_at)
                                   -- anonymised rows: their reader was subscribed when the row
                                   -- was made and unsubscribed later (retention run)
                                   or d.subscriber_id is null)::int
                 as unsubscribed_since,
               count(*) filter (where d.status = 'sent' and d.tracked)::int as measured,
               count(*) filter (where d.status = 'sent' and d.tracked
                                  and d.opened_at is not null)::int as opened,
               count(*) filter (where d.status = 'sent' and d.tracked
                                  and d.clicked_at is not null)::int as clicked,
               coalesce(sum(d.clicks) filter (where d.status = 'sent' and d.tracked), 0)::int
                 as clicks
          from newsletter_deliveries d
          left join newsletter_subscribers s on s.id = d.subscriber_id
         where d.newsletter_id = ${newsletterId}`,
  )
  const r = rows[0] ?? {}
  return {
    recipients: Number(r.recipients ?? 0),
    sent: Number(r.sent ?? 0),
    failed: Number(r.failed ?? 0),
    pending: Number(r.pending ?? 0),
    unsubscribedSince: Number(r.unsubscribed_since ?? 0),
    measured: Number(r.measured ?? 0),
    opened: Number(r.opened ?? 0),
    clicked: Number(r.clicked ?? 0),
    clicks: Number(r.clicks ?? 0),
  }
}

/**
 * The languages of the confirmed subscribers of an audience, German first then by count:
 * the languages the studio offers previews in.
 */
export async function subscriberLanguages(
  payload: Payload,
  audience: NewsletterAudience,
): Promise<string[]> {
  const { rows } = await runSql(
    payload,
    sql`select locale::text as locale, count(*) as n from newsletter_subscribers
         where status = 'confirmed' and coalesce(audience, 'doctor') = ${audience}
         group by locale order by count(*) desc`,
  )
  const found = rows.map((r) => String(r.locale))
  return ['de', ...found.filter((l) => l !== 'de')]
}
