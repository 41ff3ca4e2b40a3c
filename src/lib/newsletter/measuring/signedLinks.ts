import { keyedHash, keyedHashMatches } from '@/lib/crypto/keyedHash'
import { siteUrl } from '@/lib/site/url'

import { NEWSLETTER_CLICK_PATH, NEWSLETTER_OPEN_PATH } from './constants'

const OPEN_PURPOSE = 'newsletter-open'
const CLICK_PURPOSE = 'newsletter-click'
const DELIVERY_ID = /^[1-9]\d{0,9}$/
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/

/**
 * The open pixel's token of a delivery: `<deliveryId>.<HMAC-SHA256 of the id>` under a key
 * derived from the server secret for this purpose only (`keyedHash`). Nothing is stored;
 * the token cannot be forged for another delivery, and it names nobody but the delivery
 * row. Changing PAYLOAD_SECRET invalidates every pixel already mailed.
 */
export function openToken(deliveryId: number, secret: string): string {
  return `${deliveryId}.${keyedHash(String(deliveryId), OPEN_PURPOSE, secret)}`
}

/** The delivery id an open token was made for, or null for a malformed or forged token. */
export function deliveryIdOfOpenToken(token: string, secret: string): number | null {
  const [id, signature, ...rest] = token.split('.')
  if (rest.length || !id || !signature || !DELIVERY_ID.test(id) || !SIGNATURE.test(signature))
    return null
  return keyedHashMatches(id, OPEN_PURPOSE, secret, signature) ? Number(id) : null
}

/** The value a click signature covers: the delivery and the exact target, one per line. */
const clickValue = (deliveryId: number, target: string) => `${deliveryId}\n${target}`

/**
 * The signature of a counted link: HMAC-SHA256 over the delivery id and the target URL
 * (base64url, 43 characters). Only links the send job signed while writing the mail carry
 * a matching one, so the click redirect can never be used to send anyone elsewhere.
 */
export function clickSignature(deliveryId: number, target: string, secret: string): string {
  return keyedHash(clickValue(deliveryId, target), CLICK_PURPOSE, secret)
}

/** Whether `signature` is the click signature of this delivery and target (constant time). */
export function clickSignatureMatches(
  deliveryId: number,
  target: string,
  signature: string,
  secret: string,
): boolean {
  return (
    SIGNATURE.test(signature) &&
    keyedHashMatches(clickValue(deliveryId, target), CLICK_PURPOSE, secret, signature)
  )
}

/** Absolute URL of a delivery's open pixel (`GET /api/newsletter/open?t=…`, a 1×1 GIF). */
export function openPixelUrl(deliveryId: number, secret: string): string {
  return `${siteUrl()}${NEWSLETTER_OPEN_PATH}?t=${encodeURIComponent(openToken(deliveryId, secret))}`
}

/**
 * Absolute URL of a counted link: `GET /api/newsletter/click?d=<delivery>&u=<target>&s=<signature>`
 * counts the click and redirects to `target`.
 */
export function countedLinkUrl(deliveryId: number, target: string, secret: string): string {
  const query = new URLSearchParams({
    d: String(deliveryId),
    u: target,
    s: clickSignature(deliveryId, target, secret),
  })
  return `${siteUrl()}${NEWSLETTER_CLICK_PATH}?${query}`
}
