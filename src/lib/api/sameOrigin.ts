/**
 * Cross-site request protection (login CSRF and friends). Browsers attach the
 * session cookie to a form another site posts to us (SameSite=Lax still allows a top-level
 * POST from a site on the same registrable domain, and `text/plain` forms need no CORS
 * preflight), so every state-changing API request must come from our own pages.
 */

/** Methods that never change state and are always allowed. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Endpoints that other sites' servers or browsers must be able to POST to, and that do
 * not act on the session cookie: Stripe's signed webhook, RFC 8058 one-click unsubscribe
 * (sent by mail providers), and the social sign-in callback (Apple posts its answer as a
 * form from its own origin; the `state` cookie check protects it).
 */
const CROSS_SITE_ENDPOINTS = [
  /^\/api\/stripe\/webhook\/?$/,
  /^\/api\/newsletter\/unsubscribe\/?$/,
  /^\/api\/auth\/oauth\/[^/]+\/callback\/?$/,
]

export type CrossSiteVerdict = { allowed: true } | { allowed: false; reason: string }

/**
 * Decides whether a request may change state.
 * - GET, HEAD and OPTIONS, and the endpoints listed above, always pass.
 * - With `Sec-Fetch-Site` (every current browser sends it): only `same-origin` passes
 *   (`none`, a user-initiated navigation, also passes).
 * - Else with `Origin`: it must equal one of `allowedOrigins` (the site's public origin
 *   and the origin the request was addressed to).
 * - With neither header the caller is not a browser (curl, a server, an app with a bearer
 *   token), which cross-site forgery cannot drive: it passes.
 * `allowedOrigins` are origins like `https://dentaljournal.example` (no path).
 */
export function crossSiteVerdict(
  method: string,
  pathname: string,
  headers: Headers,
  allowedOrigins: readonly string[],
): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true }
  if (CROSS_SITE_ENDPOINTS.some((pattern) => pattern.test(pathname))) return { allowed: true }
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite)
    return fetchSite === 'same-origin' || fetchSite === 'none'
      ? { allowed: true }
      : { allowed: false, reason: `Sec-Fetch-Site: ${fetchSite}` }
  const origin = headers.get('origin')
  if (origin === null) return { allowed: true }
  return allowedOrigins.includes(origin)
    ? { allowed: true }
    : { allowed: false, reason: `Origin: ${origin}` }
}

/**
 * The origins our own pages are served from: the configured public site URL
 * (`SITE_URL`/`NEXT_PUBLIC_SITE_URL`) and the origin of the request itself (its Host
 * header, for a development server or a preview host). Invalid URLs are skipped.
 */
export function ownOrigins(requestUrl: string, siteUrl?: string): string[] {
  const origins = new Set<string>()
  for (const url of [siteUrl, requestUrl]) {
    if (!url) continue
    try {
      origins.add(new URL(url).origin)
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins]
}

/**
 * True when `request` is a browser's state-changing request from another site
 * (`crossSiteVerdict` against `ownOrigins` of the request and SITE_URL). The one check
 * `src/proxy.ts`, the product API's `route()` and Payload's guarded routes share (requests
 * with large bodies skip the proxy, so the routes check for themselves).
 */
export function isCrossSiteWrite(request: Request): boolean {
  const origins = ownOrigins(request.url, process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL)
  const { pathname } = new URL(request.url)
  return !crossSiteVerdict(request.method, pathname, request.headers, origins).allowed
}
