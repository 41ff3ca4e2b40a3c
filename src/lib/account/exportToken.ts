import { createHash, randomBytes } from 'node:crypto'

/** How long the mailed link to a prepared data export works (hours). */
export const EXPORT_LINK_TTL_HOURS = 72

/**
 * The token of a mailed export link: `<expiry in Unix seconds>.<32 random base64url
 * characters>`. The expiry is part of the token, and the stored archive is named after the
 * token's hash, so a changed expiry names no archive.
 */
const TOKEN_PATTERN = /^(\d{10})\.[A-Za-z0-9_-]{32}$/

/** A new export token that expires EXPORT_LINK_TTL_HOURS after `now`. */
export function newExportToken(now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + EXPORT_LINK_TTL_HOURS * 3600
  return `${expires}.${randomBytes(24).toString('base64url')}`
}

/** Whether `token` has the form of an export token (anything else names no archive). */
export function isExportToken(token: string): boolean {
  return TOKEN_PATTERN.test(token)
}

/** When the link of `token` stops working (an export token, see `isExportToken`). */
export function exportTokenExpiry(token: string): Date {
  return new Date(Number(token.split('.')[0]) * 1000)
}

/**
 * The file name of the archive a token opens: `<expiry>-<SHA-256 of the token>.zip`. The
 * expiry in front lets the retention job delete expired archives by their name alone; the
 * token itself is never stored.
 */
export function exportFileName(token: string): string {
  const hash = createHash('sha256').update(token).digest('hex')
  return `${token.split('.')[0]}-${hash}.zip`
}

/** The expiry recorded in an archive's file name, or null for any other name. */
export function expiryOfExportFile(name: string): Date | null {
  const match = /^(\d{10})-[0-9a-f]{64}\.zip$/.exec(name)
  return match ? new Date(Number(match[1]) * 1000) : null
}
