import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runSql } from '@/lib/db/executor'

/**
 * What a pixel or link request found: `recorded` (the delivery was sent with measuring and
 * its subscriber still consents), `not-measured` (the delivery exists but measuring no
 * longer applies: consent withdrawn since; nothing is written), or `unknown` (no such
 * delivery, e.g. deleted with its issue or subscriber).
 */
export type RecordOutcome = 'recorded' | 'not-measured' | 'unknown'

/**
 * Writes one event of a measured delivery: its first open time, and for a click also its
 * first click time and one more click (a click counts as an open too: images may be
 * blocked). Only when the delivery was sent with measuring (`tracked`) and the subscriber's
 * consent (`trackingConsentAt`) still stands. Nothing about the reader (IP address, user
 * agent) is stored; the delivery row is all that is known.
 */
async function record(
  payload: Payload,
  deliveryId: number,
  kind: 'open' | 'click',
): Promise<RecordOutcome> {
  const click = kind === 'click'
  const { rows } = await runSql(
    payload,
    sql`update newsletter_deliveries d
           set opened_at = coalesce(d.opened_at, now()),
               clicked_at = case when ${click} then coalesce(d.clicked_at, now()) else d.clicked_at end,
               clicks = coalesce(d.clicks, 0) + case when ${click} then 1 else 0 end
          from newsletter_subscribers s
         where d.id = ${deliveryId} and d.tracked and s.id = d.subscriber_id
           and s.tracking_consent_at is not null
     returning d.id`,
  )
  if (rows.length) return 'recorded'
  const { rows: found } = await runSql(
    payload,
    sql`select 1 from newsletter_deliveries where id = ${deliveryId}`,
  )
  return found.length ? 'not-measured' : 'unknown'
}

/** Records that a measured delivery was opened (first time only; see `record`). */
export function recordOpen(payload: Payload, deliveryId: number): Promise<RecordOutcome> {
  return record(payload, deliveryId, 'open')
}

/** Records a click of a measured delivery: first click and open times, one more click. */
export function recordClick(payload: Payload, deliveryId: number): Promise<RecordOutcome> {
  return record(payload, deliveryId, 'click')
}
