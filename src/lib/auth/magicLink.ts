import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { User } from '@payload-types'
import { sqlExecutor } from '@/lib/db/adapter'
import { asServer } from '@/lib/payload/readAs'

/** Magic links are valid for one hour. */
export const MAGIC_LINK_TTL_SECONDS = 60 * 60

/** SHA-256 (hex) of a token: only this is stored, so a database leak reveals no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Creates a one-time sign-in token for `user` (256 random bits, base64url) and stores its
 * hash with an expiry of MAGIC_LINK_TTL_SECONDS and the hash of `browserId` (the
 * requesting browser, see `linkBrowser.ts`; none: every opening asks first). Returns the
 * token for the link.
 */
export async function createMagicLinkToken(
  payload: Payload,
  user: Pick<User, 'id'>,
  now: Date = new Date(),
  browserId?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'login-tokens',
    ...asServer('Sign-in flow, nobody signed in: login tokens are closed to every API user.'),
    data: {
      user: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_SECONDS * 1000).toISOString(),
      browserHash: browserId ? hashToken(browserId) : null,
    },
  })
  return token
}

/**
 * Looks at a magic-link token without using it up: its user's id and the hash of the
 * browser that asked for it, or null for an unknown, used or expired token.
 */
export async function peekMagicLinkToken(
  payload: Payload,
  token: string,
  now: Date = new Date(),
): Promise<{ userId: number; browserHash: string | null } | null> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    select user_id, browser_hash from login_tokens
     where token_hash = ${hashToken(token)}
       and used_at is null
       and expires_at > ${now.toISOString()}`)
  const row = rows[0] as { user_id: number; browser_hash: string | null } | undefined
  return row ? { userId: row.user_id, browserHash: row.browser_hash } : null
}

/**
 * Uses up a magic-link token: one conditional UPDATE marks it used only if it exists,
 * is unused and has not expired, so a link works exactly once even when opened twice at
 * the same moment. Returns the user's id, or null for an unknown, used or expired token.
 */
export async function consumeMagicLinkToken(
  payload: Payload,
  token: string,
  now: Date = new Date(),
): Promise<number | null> {
  const db = await sqlExecutor(payload)
  const { rows } = await db.execute(sql`
    update login_tokens
       set used_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
     where token_hash = ${hashToken(token)}
       and used_at is null
       and expires_at > ${now.toISOString()}
    returning user_id`)
  return (rows[0]?.user_id as number | undefined) ?? null
}
