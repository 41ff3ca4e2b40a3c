/**
 * The security headers of every response (pages, API, studio), computed from the run-time
 * configuration so that switching Stripe, Supabase or the map tile server on or off needs a
 * restart, not a rebuild. Applied by `src/proxy.ts`; next.config.mjs sends the parts that
 * depend on nothing (src/lib/security/staticHeaders.mjs) with every other response.
 *
 * Why `script-src` keeps `'unsafe-inline'`: the journal's pages are pre-rendered and
 * cached (shared by every reader and a CDN), and Next.js writes each page's data into
 * inline `<script>` tags whose content differs per page. A nonce would have to be fresh per
 * response, which forces every page to render per request; hashes or `'strict-dynamic'`
 * would have to be computed from the finished HTML, which the header is sent before. So
 * script injection is stopped where it starts (React escapes text, editors' rich text
 * goes through an allow-list sanitizer, JSON-LD escapes `<`), and the policy closes
 * everything around it: no plugins (`object-src 'none'`), no `<base>` hijack, forms only to
 * us, no framing by other sites, and network access only to the services we configured.
 */

import { FILE_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './staticHeaders.mjs'

/** What the policy depends on; every URL is an absolute http(s) URL or absent. */
export type SecurityHeaderConfig = {
  /** Served over https (then HSTS and `upgrade-insecure-requests`). */
  https: boolean
  /** `next dev`: React's development build needs `eval`, hot reload a WebSocket. */
  development: boolean
  /** Stripe's publishable key is set: Embedded Checkout's script, frames and API. */
  stripe: boolean
  /** Supabase project URL in Supabase auth mode (the browser talks to its GoTrue API). */
  supabaseUrl?: string
  /** Map tile URL template (`https://tiles.example/{z}/{x}/{y}.png`) for the dentist map. */
  mapTileUrl?: string
}

/** Stripe's documented sources for Stripe.js and Embedded Checkout. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
}

/** One year, in seconds (HSTS `max-age`). */
const HSTS_MAX_AGE_SECONDS = 31_536_000

/** The origin of a URL or URL template (`{s}` subdomain placeholders become `*`), or null. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url.replace(/\{s\}/g, 'tiles'))
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
    return url.includes('{s}.')
      ? `${parsed.protocol}//*.${parsed.host.split('.').slice(1).join('.')}`
      : parsed.origin
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy value for `config` (see the file comment for the choices).
 * `ownFrames`: the page may frame our own origin (the studio's Live Preview shows the
 * journal beside the editor); reading pages frame nothing but Stripe's checkout.
 */
export function contentSecurityPolicy(config: SecurityHeaderConfig, ownFrames = false): string {
  const supabase = originOf(config.supabaseUrl)
  const tiles = originOf(config.mapTileUrl)
  const stripe = config.stripe ? STRIPE : { script: [], frame: [], connect: [], img: [] }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(config.development ? ["'unsafe-eval'"] : []),
      ...stripe.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...stripe.img, ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...stripe.connect,
      ...(supabase ? [supabase] : []),
      ...(config.development ? ['ws:', 'wss:'] : []),
    ],
    'frame-src':
      ownFrames || stripe.frame.length
        ? [...(ownFrames ? ["'self'"] : []), ...stripe.frame]
        : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The studio may show the journal in a frame (preview); no other site may.
    'frame-ancestors': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (config.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/**
 * Paths of uploaded files: Payload's file route of every upload collection
 * (`/api/cms/{collection}/file/{filename}`). An SVG among them opened directly would be a
 * page of our origin with the uploader's scripts in it.
 */
const UPLOADED_FILE = /^\/api\/cms\/[^/]+\/file\//

/**
 * Routes that send a stricter policy of their own, which the proxy must not replace (the
 * proxy's headers would win over the route's): the studio's newsletter preview, shown in
 * a sandboxed frame, whose mail may show images from anywhere but run nothing.
 */
const OWN_POLICY = /^\/api\/admin\/newsletters\/[^/]+\/preview$/

/** The studio's pages (Payload's admin UI), which frame the journal in Live Preview. */
const STUDIO = /^\/admin(\/|$)/

/**
 * All security headers for `config` and the request's `pathname`: CSP (the page policy,
 * or FILE_CONTENT_SECURITY_POLICY — sandboxed, nothing loaded — for uploaded files; the
 * studio may frame our own origin; none for routes in OWN_POLICY, which set their own),
 * `X-Frame-Options: SAMEORIGIN` (for browsers without `frame-ancestors`),
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, a
 * `Permissions-Policy` that turns off the device APIs the journal never uses (payment
 * stays on for Stripe's wallets), and HSTS for one year when served over https.
 */
export function securityHeaders(
  config: SecurityHeaderConfig,
  pathname = '/',
): Record<string, string> {
  return {
    ...(OWN_POLICY.test(pathname)
      ? {}
      : {
          'Content-Security-Policy': UPLOADED_FILE.test(pathname)
            ? FILE_CONTENT_SECURITY_POLICY
            : contentSecurityPolicy(config, STUDIO.test(pathname)),
        }),
    ...STATIC_SECURITY_HEADERS,
    ...(config.https
      ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  }
}

/**
 * The configuration read from the environment at run time. `requestIsHttps` tells whether
 * this request reached us over https (a proxy's `X-Forwarded-Proto`); the site URL's
 * scheme counts too.
 */
export function securityHeaderConfigFromEnv(
  requestIsHttps: boolean,
  env: Record<string, string | undefined> = process.env,
): SecurityHeaderConfig {
  const site = env.SITE_URL || env.NEXT_PUBLIC_SITE_URL || ''
  return {
    https: requestIsHttps || site.startsWith('https://'),
    development: env.NODE_ENV === 'development',
    stripe: Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim()),
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL?.trim() || undefined,
    mapTileUrl: env.NEXT_PUBLIC_MAP_TILE_URL?.trim() || undefined,
  }
}
