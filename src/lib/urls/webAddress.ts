/** Longest web address the journal stores (what browsers and search engines handle safely). */
export const MAX_WEB_ADDRESS_LENGTH = 2048

/**
 * Whether `value` is a complete web address: parses as a URL with the `http:` or `https:`
 * scheme and is at most MAX_WEB_ADDRESS_LENGTH characters long. `www.example.de/x` (no
 * scheme), `/x` (relative), `javascript:…` and `mailto:…` are not.
 */
export function isWebAddress(value: string): boolean {
  if (value.length > MAX_WEB_ADDRESS_LENGTH) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
