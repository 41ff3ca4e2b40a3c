import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from '@/lib/db/adapter'

import { ANONYMISED_DOMAIN, daysBefore, RETENTION } from './periods'

/**
 * Anonymises the newsletter delivery rows of readers who unsubscribed more than
 * RETENTION.unsubscribedDeliveryDays ago: the address is overwritten and the error text
 * (which may quote it) cleared; issue, status, language and time stay for the issue's
 * statistics. Returns how many rows were anonymised.
 */
export async function anonymiseNewsletterDeliveries(payload: Payload, now: Date): Promise<number> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    update newsletter_deliveries d
       set email = 'delivery-' || d.id || ${`@${ANONYMISED_DOMAIN}`}, error = null
      from newsletter_subscribers s
     where s.id = d.subscriber_id
       and s.status = 'unsubscribed'
       and s.unsubscribed_at < ${daysBefore(now, RETENTION.unsubscribedDeliveryDays)}
       and d.email not like ${`%@${ANONYMISED_DOMAIN}`}
    returning d.id`)
  return rows.length
}
