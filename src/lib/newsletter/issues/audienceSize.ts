import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runSql } from '@/lib/db/executor'
import type { NewsletterAudience } from '@/lib/newsletter/constants'

/**
 * How many confirmed subscribers an issue for `audience` would reach if it were sent now
 * (subscribers without an audience count as dentists, as the send counts them). The studio
 * names this number in its send confirmation.
 */
export async function audienceSize(
  payload: Payload,
  audience: NewsletterAudience,
): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`select count(*) as n from newsletter_subscribers
         where status = 'confirmed' and coalesce(audience, 'doctor') = ${audience}`,
  )
  return Number(rows[0]?.n ?? 0)
}
