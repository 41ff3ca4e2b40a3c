/**
 * The security headers that depend on nothing (no configuration, no request). next.config.mjs
 * sends them with every response Next serves, including its own files and the requests
 * that skip `src/proxy.ts`; the proxy sends them again beside the policies it computes
 * (src/lib/security/headers.ts). Plain JavaScript because next.config.mjs imports it.
 */

/** @type {Readonly<Record<string, string>>} */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
})

/**
 * The Content-Security-Policy of responses that are no page of ours: uploaded files (an SVG
 * opened directly must not run its scripts, so it is sandboxed and may load nothing), API
 * answers and files that skip the proxy. Inline styles stay allowed so an SVG still renders.
 */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox"
