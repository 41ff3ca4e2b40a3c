import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from '@/lib/db/adapter'

import { normalizeInvitationCode } from './code'

/** The German message sign-up shows for a bad code (one text for unknown, expired and used up). */
export const INVALID_INVITATION_MESSAGE =
  'Der Einladungscode ist ungültig, abgelaufen oder bereits aufgebraucht.'

/** The German message for a personal code used with another address than the invited one. */
export const INVITATION_FOR_OTHER_EMAIL_MESSAGE =
  'Dieser Einladungscode gilt nur für die E-Mail-Adresse, an die die Einladung gesendet wurde. Bitte registrieren Sie sich mit dieser Adresse.'

/** Why a code cannot be used: unknown, expired or used up; or bound to another address. */
export type InvitationProblem = 'invalid' | 'otherEmail'

const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * Redeems one use of an invitation code for a sign-up with `email`. A single
 * conditional UPDATE counts the use only while the code exists, has uses left, has not
 * expired and is either open to anyone or bound to this very address, so two sign-ups
 * racing for the last use cannot both win. Returns the code's id, or null when it cannot
 * be used (`invitationProblem` tells why). Pass the sign-up's `req` with an open
 * transaction so a failed sign-up gives the use back (the row stays locked until commit
 * or rollback).
 */
export async function redeemInvitationCode(
  payload: Payload,
  code: string,
  email: string,
  { now = new Date(), req }: { now?: Date; req?: Pick<PayloadRequest, 'transactionID'> } = {},
): Promise<number | null> {
  const db = await sqlExecutor(payload, req)
  const { rows } = await db.execute(sql`
    update invitation_codes
       set uses = uses + 1, updated_at = ${now.toISOString()}
     where code = ${normalizeInvitationCode(code)}
       and uses < max_uses
       and (expires_at is null or expires_at > ${now.toISOString()})
       and (email is null or email = ${normalizeEmail(email)})
    returning id`)
  return (rows[0]?.id as number | undefined) ?? null
}

/**
 * Why `code` cannot be used by `email` now: `otherEmail` when it is a valid personal code
 * of another address, `invalid` when it is unknown, expired or used up; null when it can
 * be used.
 */
export async function invitationProblem(
  payload: Payload,
  code: string,
  { email, now = new Date() }: { email?: string; now?: Date } = {},
): Promise<InvitationProblem | null> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    select email from invitation_codes
     where code = ${normalizeInvitationCode(code)}
       and uses < max_uses
       and (expires_at is null or expires_at > ${now.toISOString()})`)
  if (rows.length === 0) return 'invalid'
  const bound = rows[0]?.email as string | null | undefined
  if (!bound || email === undefined || bound === normalizeEmail(email)) return null
  return 'otherEmail'
}

/** The error code of a sign-up refused for `problem` (see `API_ERRORS`). */
export function invitationCode(
  problem: InvitationProblem,
): 'invitation_other_email' | 'invitation_invalid' {
  return problem === 'otherEmail' ? 'invitation_other_email' : 'invitation_invalid'
}

/** The German message of a sign-up refused for `problem`. */
export function invitationMessage(problem: InvitationProblem): string {
  return problem === 'otherEmail' ? INVITATION_FOR_OTHER_EMAIL_MESSAGE : INVALID_INVITATION_MESSAGE
}
