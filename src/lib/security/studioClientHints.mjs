/**
 * `withPayload` (from `@payloadcms/next`) adds `Accept-CH`, `Vary` and
 * `Critical-CH: Sec-CH-Prefers-Color-Scheme` to every path (`/:path*`) so that the studio can
 * render its light or dark theme on the server. `Critical-CH` tells Chromium to throw the
 * response away and ask again, with the hint, whenever the first request lacked it: on the
 * journal's pages that is a second round trip for the document on every first visit (about
 * 0.3-0.8 s on a phone, seen in Lighthouse's LCP) for a hint the journal never reads. The
 * studio keeps the headers; every other path loses them. Plain JavaScript because
 * next.config.mjs imports it. Upstream: payloadcms/payload issue 17906.
 */

/** The studio's paths: `/admin` and everything below it. */
export const STUDIO_HEADER_SOURCE = '/admin/:path*'

/**
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ source: string, headers: Header[] } & Record<string, unknown>} HeaderRule
 */

/**
 * `rules` with every rule that sends `Critical-CH` on all paths (`/:path*`) moved to the
 * studio's paths; other rules unchanged.
 * @param {HeaderRule[]} rules  what a Next config's `headers()` returned
 * @returns {HeaderRule[]}
 */
export function scopeClientHintsToStudio(rules) {
  return rules.map((rule) =>
    rule.source === '/:path*' &&
    rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
      ? { ...rule, source: STUDIO_HEADER_SOURCE }
      : rule,
  )
}

/**
 * A Next config whose `headers()` sends the studio's client-hint headers only on the
 * studio's paths (see the file comment).
 * @template {{ headers?: () => Promise<HeaderRule[]> }} Config
 * @param {Config} config  the config `withPayload` returned
 * @returns {Config}
 */
export function withStudioOnlyClientHints(config) {
  const headers = config.headers
  if (!headers) return config
  return { ...config, headers: async () => scopeClientHintsToStudio(await headers()) }
}
