import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { routing } from './i18n/routing'
import { crossSiteVerdict, ownOrigins } from './lib/api/sameOrigin'
import { malformedPathResponse } from './lib/http/malformedPath'
import { securityHeaderConfigFromEnv, securityHeaders } from './lib/security/headers'

const localize = createMiddleware(routing)

/**
 * Runs before every page, API and studio request (not for files: see `config`):
 * - a path whose percent-encoding does not decode answers 400 JSON `{ message }`
 *   (`src/lib/http/malformedPath.ts`); Next's router would fail on it with 500;
 * - requests that would change state (the product API, Payload's API under `/api/cms`, the
 *   studio's server actions) are refused with 403 JSON `{ message }` when a browser sent
 *   them from another site (`src/lib/api/sameOrigin.ts`);
 * - journal pages get next-intl's locale routing;
 * - every response gets the security headers (`src/lib/security/headers.ts`).
 */
export default function proxy(request: NextRequest): Response {
  const response = route(request)
  const https =
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  for (const [name, value] of Object.entries(securityHeaders(securityHeaderConfigFromEnv(https))))
    response.headers.set(name, value)
  return response
}

function route(request: NextRequest): Response {
  const { pathname } = request.nextUrl
  const malformed = malformedPathResponse(pathname, isJournalPage(pathname))
  if (malformed) return malformed
  const allowedOrigins = ownOrigins(
    request.url,
    process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL,
  )
  const verdict = crossSiteVerdict(request.method, pathname, request.headers, allowedOrigins)
  if (!verdict.allowed)
    return NextResponse.json(
      { message: 'Cross-site request refused' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  return isJournalPage(pathname) ? localize(request) : NextResponse.next()
}

/**
 * Paths next-intl routes: everything except the API, the studio, Next internals and files with a
 * dot (public files, feeds, sitemaps); `/apix` or `/administrator` still get the
 * localized 404 page.
 */
function isJournalPage(pathname: string): boolean {
  return (
    !/^\/(?:api|admin)(?:\/|$)/.test(pathname) &&
    !/^\/(?:_next|_vercel)\//.test(pathname) &&
    !pathname.includes('.')
  )
}

export const config = {
  matcher: [
    '/api/:path*',
    '/admin',
    '/admin/:path*',
    // Pages: everything but Next's internals and files with a dot (public files, feeds,
    // sitemaps, `/favicon.ico`), which Next serves or answers 404 on its own.
    '/((?!api(?:/|$)|admin(?:/|$)|_next/|_vercel/|.*\\..*).*)',
  ],
}
