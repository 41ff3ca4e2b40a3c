import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from '@/lib/db/adapter'

import { daysBefore, RETENTION } from './periods'

/**
 * Storage limits of the email outbox (mails stored instead of sent without SMTP): the
 * bodies (`text`, `html`) are cleared RETENTION.outboxBodyDays after sending, while
 * recipient, subject (the kind of mail) and time stay until RETENTION.outboxRowDays,
 * when the row is deleted. Returns how many bodies were cleared and rows deleted.
 */
export async function limitOutbox(
  payload: Payload,
  now: Date,
): Promise<{ cleared: number; deleted: number }> {
  const db = await sqlExecutor(payload)
  const deleted = await db.execute(sql`
    delete from email_outbox where created_at < ${daysBefore(now, RETENTION.outboxRowDays)}
    returning id`)
  const cleared = await db.execute(sql`
    update email_outbox set text = null, html = null
     where created_at < ${daysBefore(now, RETENTION.outboxBodyDays)}
       and (text is not null or html is not null)
    returning id`)
  return { cleared: cleared.rows.length, deleted: deleted.rows.length }
}
