import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { normalizeInvitationCode } from './code'

/** Spec §5 leaves the wording open; this is the German message sign-up shows for a bad code. */
export const INVALID_INVITATION_MESSAGE = 'Der Einladungscode ist ungültig, abgelaufen oder bereits aufgebraucht.'

type DrizzleExecutor = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: { id: number }[] }> }

/**
 * Redeems one use of an invitation code (DESIGN §3). A single conditional UPDATE counts
 * the use only while the code exists, has uses left and has not expired, so two sign-ups
 * racing for the last use cannot both win. Returns the code's id, or null when it is
 * unknown, expired or used up. Pass the sign-up's transaction (`req`) to roll the use back
 * with a failed sign-up.
 */
export async function redeemInvitationCode(payload: Payload, code: string, now: Date = new Date()): Promise<number | null> {
  const db = payload.db.drizzle as unknown as DrizzleExecutor
  const { rows } = await db.execute(sql`
    update invitation_codes
       set uses = uses + 1, updated_at = ${now.toISOString()}
     where code = ${normalizeInvitationCode(code)}
       and uses < max_uses
       and (expires_at is null or expires_at > ${now.toISOString()})
    returning id`)
  return rows[0]?.id ?? null
}
