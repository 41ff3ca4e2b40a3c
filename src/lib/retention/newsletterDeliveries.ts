import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from '@/lib/db/adapter'

import { ANONYMISED_DOMAIN, daysBefore, RETENTION } from './periods'

/**
 * Anonymises the newsletter delivery rows of readers who unsubscribed more than
 * RETENTION.unsubscribedDeliveryDays ago: the address is overwritten, the error text (which
 * may quote it) cleared, and the link to the subscriber removed. The subscriber's row keeps
 * the address, so with the link the rows would still say which issues that person received
 * and when they opened or clicked them. Issue, status, language, time and the counts stay
 * for the issue's statistics. Returns how many rows were anonymised.
 */
export async function anonymiseNewsletterDeliveries(payload: Payload, now: Date): Promise<number> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    update newsletter_deliveries d
       set email = 'delivery-' || d.id || ${`@${ANONYMISED_DOMAIN}`}, error = null,
           subscriber_id = null
      from newsletter_subscribers s
     where s.id = d.subscriber_id
       and s.status = 'unsubscribed'
       and s.unsubscribed_at < ${daysBefore(now, RETENTION.unsubscribedDeliveryDays)}
       -- a row still waiting to be sent keeps its link until the send marks it skipped
       and d.status not in ('pending', 'sending')
    returning d.id`)
  return rows.length
}
