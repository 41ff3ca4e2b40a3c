import { keyedHash } from '@/lib/crypto/keyedHash'

/**
 * The stored trace of the IP address a confirmation came from (proof of consent, kept
 * with its time): a keyed hash (HMAC-SHA256 under a key derived from
 * PAYLOAD_SECRET), never the address itself. Given a claimed address, the journal can
 * prove it matches; the hash alone reveals nothing. Null when the address is unknown
 * (no proxy header, see `clientIp`).
 */
export function consentIpHash(ip: string, secret: string): string | null {
  if (!ip || ip === 'unknown') return null
  return keyedHash(ip, 'newsletter-consent-ip', secret)
}
