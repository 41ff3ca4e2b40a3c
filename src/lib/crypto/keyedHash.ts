import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

function keyFor(secret: string, purpose: string): Buffer {
  if (!secret) throw new Error('A server secret (PAYLOAD_SECRET) is required for keyed hashes')
  return Buffer.from(hkdfSync('sha256', secret, 'dentaljournal-keyed-hash', purpose, 32))
}

/**
 * HMAC-SHA256 of `value` (base64url, 43 characters) under a key derived from `secret`
 * (the server's PAYLOAD_SECRET) by HKDF-SHA256 for one `purpose`, so hashes made for one
 * purpose (e.g. a consent IP address) never match those of another (e.g. an unsubscribe
 * link). Without the secret the hash can be neither recomputed nor reversed, not even for
 * values as guessable as IPv4 addresses.
 */
export function keyedHash(value: string, purpose: string, secret: string): string {
  return createHmac('sha256', keyFor(secret, purpose)).update(value, 'utf8').digest('base64url')
}

/** Whether `candidate` is the keyed hash of `value` for `purpose`, compared in constant time. */
export function keyedHashMatches(
  value: string,
  purpose: string,
  secret: string,
  candidate: string,
): boolean {
  const expected = Buffer.from(keyedHash(value, purpose, secret))
  const given = Buffer.from(candidate)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
