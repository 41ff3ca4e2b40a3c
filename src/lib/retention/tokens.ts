import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { VERIFICATION_LINK_TTL_HOURS } from '@/lib/auth/verification'
import { sqlExecutor } from '@/lib/db/adapter'

import { daysBefore, RETENTION } from './periods'

/**
 * Daily pruning of sign-in secrets and counters that have expired: sign-in links past
 * their expiry or used more than RETENTION.usedSignInLinkDays ago, email-verification
 * tokens older than VERIFICATION_LINK_TTL_HOURS, password-reset tokens past their expiry,
 * and rate-limit counters whose window has ended (`expire` is Unix milliseconds).
 * Returns how many of each were removed.
 */
export async function pruneExpiredTokens(
  payload: Payload,
  now: Date,
): Promise<{ signInLinks: number; verification: number; reset: number; rateLimits: number }> {
  const db = await sqlExecutor(payload)
  const at = now.toISOString()
  const links = await db.execute(sql`
    delete from login_tokens
     where expires_at < ${at}
        or used_at < ${daysBefore(now, RETENTION.usedSignInLinkDays)}
    returning id`)
  const verificationBefore = new Date(now.getTime() - VERIFICATION_LINK_TTL_HOURS * 3600 * 1000)
  const verification = await db.execute(sql`
    update users set _verificationtoken = null
     where _verificationtoken is not null
       and (verification_token_issued_at is null
            or verification_token_issued_at < ${verificationBefore.toISOString()})
    returning id`)
  const reset = await db.execute(sql`
    update users set reset_password_token = null, reset_password_expiration = null
     where reset_password_token is not null and reset_password_expiration < ${at}
    returning id`)
  const limits = await db.execute(sql`
    delete from rate_limits where expire is not null and expire < ${now.getTime()}
    returning key`)
  return {
    signInLinks: links.rows.length,
    verification: verification.rows.length,
    reset: reset.rows.length,
    rateLimits: limits.rows.length,
  }
}
