import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@payload-types'

import { hashToken } from './magicLink'
import { markEmailVerified } from './users'

/** How long an email verification link works after it was sent, in hours. */
export const VERIFICATION_LINK_TTL_HOURS = 24

const TTL_MS = VERIFICATION_LINK_TTL_HOURS * 60 * 60 * 1000

/**
 * Stores the hash of a verification token for a user (`_verificationToken`) with the time
 * it was issued (`verificationTokenIssuedAt`); any earlier link of the user stops working.
 * Only the SHA-256 is kept, so the stored value is useless as a link: Payload's own verify
 * endpoints (REST, GraphQL, the studio's verify page), which compare the raw link token
 * with the stored value and know no expiry, can never match it. Runs in `req`'s
 * transaction when given.
 */
export async function storeVerificationToken(
  payload: Payload,
  userId: number,
  token: string,
  now: Date = new Date(),
  req?: PayloadRequest,
): Promise<void> {
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { _verificationToken: hashToken(token), verificationTokenIssuedAt: now.toISOString() },
    req,
    returning: false,
  })
}

/**
 * A new verification token for the link in a verification email (256 random bits,
 * base64url), stored as `storeVerificationToken` does; valid for
 * VERIFICATION_LINK_TTL_HOURS from `now`. Returns the token for the link.
 */
export async function issueVerificationToken(
  payload: Payload,
  userId: number,
  now: Date = new Date(),
  req?: PayloadRequest,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await storeVerificationToken(payload, userId, token, now, req)
  return token
}

/**
 * The user whose verification link `token` is, when it is known, unused and was issued
 * less than VERIFICATION_LINK_TTL_HOURS before `now` (a token without an issue time
 * counts as expired); null otherwise. Uses nothing up.
 */
export async function peekVerificationToken(
  payload: Payload,
  token: string,
  now: Date = new Date(),
): Promise<Pick<User, 'id' | 'emailVerifiedAt'> | null> {
  return payload.db.findOne<Pick<User, 'id' | 'emailVerifiedAt'>>({
    collection: 'users',
    where: {
      and: [
        { _verificationToken: { equals: hashToken(token) } },
        {
          verificationTokenIssuedAt: {
            greater_than: new Date(now.getTime() - TTL_MS).toISOString(),
          },
        },
      ],
    },
  })
}

/**
 * Redeems the token of a verification link: when it is valid (`peekVerificationToken`),
 * the address is marked verified (the token is used up) and the user's id returned. Null
 * for an unknown, used, replaced or expired token.
 */
export async function redeemVerificationToken(
  payload: Payload,
  token: string,
  now: Date = new Date(),
): Promise<number | null> {
  const found = await peekVerificationToken(payload, token, now)
  if (!found) return null
  await markEmailVerified(payload, found)
  return found.id
}
