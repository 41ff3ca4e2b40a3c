import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from '@/lib/db/executor'

import { normalizeInvitationCode } from './code'

/** Spec §5 leaves the wording open; this is the German message sign-up shows for a bad code. */
export const INVALID_INVITATION_MESSAGE =
  'Der Einladungscode ist ungültig, abgelaufen oder bereits aufgebraucht.'

/**
 * Redeems one use of an invitation code (DESIGN §3). A single conditional UPDATE counts
 * the use only while the code exists, has uses left and has not expired, so two sign-ups
 * racing for the last use cannot both win. Returns the code's id, or null when it is
 * unknown, expired or used up. Pass the sign-up's `req` with an open transaction so a
 * failed sign-up gives the use back (the row stays locked until commit or rollback).
 */
export async function redeemInvitationCode(
  payload: Payload,
  code: string,
  now: Date = new Date(),
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<number | null> {
  const db = await sqlExecutor(payload, req)
  const { rows } = await db.execute(sql`
    update invitation_codes
       set uses = uses + 1, updated_at = ${now.toISOString()}
     where code = ${normalizeInvitationCode(code)}
       and uses < max_uses
       and (expires_at is null or expires_at > ${now.toISOString()})
    returning id`)
  return (rows[0]?.id as number | undefined) ?? null
}

/** Whether `code` could be redeemed now (read only: counts no use). */
export async function isInvitationCodeUsable(
  payload: Payload,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    select id from invitation_codes
     where code = ${normalizeInvitationCode(code)}
       and uses < max_uses
       and (expires_at is null or expires_at > ${now.toISOString()})`)
  return rows.length > 0
}
