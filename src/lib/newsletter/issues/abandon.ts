import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runSql } from '@/lib/db/executor'

import { closeInterruptedDeliveries, deliveryCounts, type DeliveryCounts } from './deliveries'

/**
 * Marks the issue of a send job that was given up for good (its workers died
 * MAX_JOB_ATTEMPTS times while on it, see `giveUpExhaustedJobs` in src/lib/jobs/sweep.ts):
 * deliveries a dead worker left in `sending` are closed as interrupted (the mail may have
 * arrived, so they are never sent again), the counters (recipients, sent, failed) are
 * written from the delivery rows, and the status becomes `failed`, so the studio shows the
 * failure and offers the retry (`retryFailed` then sends the rows still pending and the
 * temporarily refused ones). Only an issue still `scheduled` or `sending` is changed;
 * returns the counts, or null when the issue was in another state (or is gone).
 */
export async function failAbandonedSend(
  payload: Payload,
  newsletterId: number,
): Promise<DeliveryCounts | null> {
  await closeInterruptedDeliveries(payload, newsletterId)
  const counts = await deliveryCounts(payload, newsletterId)
  const { rows } = await runSql(
    payload,
    sql`update newsletters set status = 'failed', recipients = ${counts.recipients},
               sent = ${counts.sent}, failed = ${counts.failed}, updated_at = now()
         where id = ${newsletterId} and status in ('scheduled', 'sending') returning id`,
  )
  return rows.length ? counts : null
}
