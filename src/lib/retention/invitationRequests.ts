import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from '@/lib/db/adapter'

import { ANONYMISED_DOMAIN, daysBefore, RETENTION } from './periods'

/** What an anonymised invitation request holds in place of each personal field. */
export const ANONYMISED_TEXT = 'anonymisiert'

/**
 * Anonymises invitation requests decided (approved or rejected) more than
 * RETENTION.closedInvitationRequestDays ago: name, address, practice, city, licence
 * proof and rejection reason are overwritten; status, language and the dates stay for the
 * statistics. Returns how many were anonymised.
 */
export async function anonymiseInvitationRequests(payload: Payload, now: Date): Promise<number> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    update invitation_requests
       set first_name = ${ANONYMISED_TEXT}, last_name = ${ANONYMISED_TEXT},
           email = 'request-' || id || ${`@${ANONYMISED_DOMAIN}`},
           practice = ${ANONYMISED_TEXT}, city = ${ANONYMISED_TEXT},
           licence = ${ANONYMISED_TEXT}, rejection_reason = null
     where status <> 'open'
       and coalesce(reviewed_at, updated_at) < ${daysBefore(now, RETENTION.closedInvitationRequestDays)}
       and email not like ${`%@${ANONYMISED_DOMAIN}`}
    returning id`)
  return rows.length
}
