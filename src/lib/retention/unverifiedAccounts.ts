import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from '@/lib/db/adapter'
import { asServer } from '@/lib/payload/readAs'

import { daysBefore, RETENTION } from './periods'

/**
 * Deletes dentist accounts whose address was never confirmed within
 * RETENTION.unverifiedAccountDays of signing up. Kept are accounts with a membership
 * (a Stripe payer's account is created unconfirmed and holds a payment reference), with
 * CME credits, linked to Supabase, or with a staff role. Deleted through Payload, so the
 * account's hooks remove what hangs on it. Returns how many were deleted.
 */
export async function removeUnverifiedAccounts(payload: Payload, now: Date): Promise<number> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    select u.id from users u
     where coalesce(u._verified, false) = false
       and u.created_at < ${daysBefore(now, RETENTION.unverifiedAccountDays)}
       and u.supabase_user_id is null
       and not exists (select 1 from users_roles r where r.parent_id = u.id and r.value <> 'doctor')
       and not exists (select 1 from memberships m where m.user_id = u.id)
       and not exists (select 1 from cme_credits c where c.user_id = u.id)`)
  const ids = rows.map((row) => Number(row.id))
  if (!ids.length) return 0
  await payload.delete({
    collection: 'users',
    where: { id: { in: ids } },
    ...asServer('retention job: accounts never confirmed within the period'),
  })
  return ids.length
}
