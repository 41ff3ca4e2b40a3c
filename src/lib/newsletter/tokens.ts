import { randomBytes } from 'node:crypto'

import { hashToken } from '@/lib/auth/magicLink'
import { keyedHash, keyedHashMatches } from '@/lib/crypto/keyedHash'

import { CONFIRMATION_LINK_TTL_DAYS } from './constants'

const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A new confirmation token (256 random bits, base64url) for the double-opt-in link and
 * its SHA-256 hash (`hashToken`, as for magic links): only the hash is stored, so a
 * database leak reveals no usable link.
 */
export function newConfirmationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

/** Whether a confirmation link requested at `requestedAt` (ISO 8601) is past its CONFIRMATION_LINK_TTL_DAYS (7 days) at `now`. */
export function confirmationExpired(requestedAt: string, now: Date = new Date()): boolean {
  const requested = new Date(requestedAt).getTime()
  return (
    !Number.isFinite(requested) || now.getTime() - requested > CONFIRMATION_LINK_TTL_DAYS * DAY_MS
  )
}

/**
 * The unsubscribe token of a subscriber: `<id>.<HMAC-SHA256 of the id>` under a key
 * derived from the server secret (`keyedHash`). Nothing is stored: every later newsletter
 * mail can carry the same working link (RFC 8058 one-click), while a token cannot be
 * forged or guessed for another subscriber. Changing PAYLOAD_SECRET invalidates all links.
 */
export function unsubscribeToken(subscriberId: number, secret: string): string {
  return `${subscriberId}.${keyedHash(String(subscriberId), UNSUBSCRIBE_PURPOSE, secret)}`
}

/** The subscriber id an unsubscribe token was made for, or null for a malformed or forged token. */
export function subscriberIdOfUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  return keyedHashMatches(match[1]!, UNSUBSCRIBE_PURPOSE, secret, match[2]!)
    ? Number(match[1])
    : null
}
