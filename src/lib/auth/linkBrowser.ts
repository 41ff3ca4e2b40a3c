import { randomBytes } from 'node:crypto'

import { hashToken } from './magicLink'

/**
 * The browser a magic link was asked for in: requesting a link sets this HTTP-only
 * cookie (a random id, kept while it is valid), and the link's stored token remembers the
 * hash of it. Opened in that browser, the link signs in at once; opened anywhere else (a
 * link someone else asked for and sent on), the landing page asks first.
 */
export const LINK_BROWSER_COOKIE = 'dj_link_browser'

/** How long the cookie lives (seconds): as long as a magic link is valid, one hour. */
const MAX_AGE_SECONDS = 60 * 60

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The cookie's value in a Cookie header, when it has the shape of an id (else null). */
export function linkBrowserIdFrom(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LINK_BROWSER_COOKIE) {
      const value = rest.join('=')
      return ID_PATTERN.test(value) ? value : null
    }
  }
  return null
}

/**
 * The id of the requesting browser (its cookie's, or a new 256-bit one) and the
 * Set-Cookie value that keeps it for another hour. Path `/api/auth`: only the account API
 * reads it. Secure unless development or `INSECURE_COOKIES=1`, like the session cookie.
 */
export function linkBrowserCookie(headers: Headers): { id: string; setCookie: string } {
  const id = linkBrowserIdFrom(headers) ?? randomBytes(32).toString('base64url')
  const secure = process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1'
  return {
    id,
    setCookie: `${LINK_BROWSER_COOKIE}=${id}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  }
}

/** Whether `headers` come from the browser whose id hashes to `browserHash`. */
export function isSameBrowser(headers: Headers, browserHash: string | null | undefined): boolean {
  const id = linkBrowserIdFrom(headers)
  return Boolean(id && browserHash && hashToken(id) === browserHash)
}
