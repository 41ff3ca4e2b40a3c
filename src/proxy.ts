import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { routing } from './i18n/routing'
import { isCrossSiteWrite } from './lib/api/sameOrigin'
import {
  articlePathRequest,
  unknownArticlePath,
  type ArticlePathRequest,
} from './lib/articles/articlePaths'
import { isKnownArticle } from './lib/articles/knownIds'
import {
  categoryPathRequest,
  unknownCategoryPath,
  type CategoryPathRequest,
} from './lib/categories/categoryPaths'
import { knownCategories } from './lib/categories/knownSlugs'
import { malformedPathResponse } from './lib/http/malformedPath'
import { legalPathRequest } from './lib/pages/legalPaths'
import { redirectFor } from './lib/redirects/knownRedirects'
import { securityHeaderConfigFromEnv, securityHeaders } from './lib/security/headers'

const localize = createMiddleware(routing)

/**
 * Runs before every page, API and studio request (not for files: see `config`):
 * - a path whose percent-encoding does not decode answers 400 JSON `{ code, message }`
 *   (`src/lib/http/malformedPath.ts`); Next's router would fail on it with 500;
 * - requests that would change state (the product API, Payload's API under `/api/cms`, the
 *   studio's server actions) are refused with 403 JSON `{ code, message }` when a browser sent
 *   them from another site (`src/lib/api/sameOrigin.ts`);
 * - a category page whose slug is no category of that audience goes to the localized 404
 *   page of the catch-all route (`routeCategory`), and an article page whose id is no
 *   published article to the article 404 (`routeArticle`), so the cached category and
 *   article routes only ever render real ones;
 * - the German legal pages answer at German addresses, their old English paths with 301
 *   (`routeLegalPage`);
 * - an old address of an imported journal answers 301 with its new page (`routeOldAddress`),
 *   also with a trailing slash; other paths with one 308 without it (`routeTrailingSlash`);
 * - journal pages get next-intl's locale routing;
 * - every response gets the security headers (`src/lib/security/headers.ts`).
 * Answers synchronously except for category and article pages, which may wait for the
 * category list or the list of published article ids.
 */
export default function proxy(request: NextRequest): Response | Promise<Response> {
  const response = route(request)
  return response instanceof Promise
    ? response.then((r) => withSecurityHeaders(request, r))
    : withSecurityHeaders(request, response)
}

function withSecurityHeaders(request: NextRequest, response: Response): Response {
  const https =
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const headers = securityHeaders(securityHeaderConfigFromEnv(https), request.nextUrl.pathname)
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

function route(request: NextRequest): Response | Promise<Response> {
  const { pathname } = request.nextUrl
  const malformed = malformedPathResponse(pathname, isJournalPage(pathname))
  if (malformed) return malformed
  if (isCrossSiteWrite(request))
    return NextResponse.json(
      { code: 'cross_site_refused', message: 'Cross-site request refused' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  if (pathname.length > 1 && pathname.endsWith('/')) return routeTrailingSlash(request)
  if (!isJournalPage(pathname)) return NextResponse.next()
  const legal = legalPathRequest(pathname)
  if (legal) return routeLegalPage(request, legal)
  const category = categoryPathRequest(pathname)
  if (category) return routeCategory(request, category)
  const article = articlePathRequest(pathname)
  if (article) return routeArticle(request, article)
  // The start page without a query is never an old address: it stays synchronous.
  return pathname === '/' && !request.nextUrl.search ? localize(request) : routeOldAddress(request)
}

/**
 * Old addresses of an imported journal (`/my-post/`, `/2019/05/my-post/`, `/?p=123`) answer
 * 301 with their new page, from the studio's redirects collection
 * (`src/lib/redirects/knownRedirects.ts`: a copy in memory, so no page waits for a query of
 * its own); every other path goes on to next-intl's routing.
 */
async function routeOldAddress(request: NextRequest) {
  const target = await redirectFor(`${request.nextUrl.pathname}${request.nextUrl.search}`)
  if (target) return NextResponse.redirect(new URL(target, request.url), 301)
  return localize(request)
}

/**
 * A path with a trailing slash (`skipTrailingSlashRedirect` in next.config.mjs hands these
 * to the proxy): an old address of an imported journal (`/my-post/`, WordPress' and Ghost's
 * usual form) answers 301 with its new page at once; every other path 308 to itself
 * without the slash, as Next would, query kept.
 */
async function routeTrailingSlash(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl
  if (isJournalPage(pathname)) {
    const target = await redirectFor(`${pathname}${search}`)
    if (target) return NextResponse.redirect(new URL(target, request.url), 301)
  }
  // A plain URL: a cloned NextURL would put the trailing slash back when formatted.
  return NextResponse.redirect(
    new URL(`${pathname.replace(/\/+$/, '')}${search}`, request.url),
    308,
  )
}

/**
 * The German legal pages live at German addresses (`/impressum`, `/datenschutz`,
 * `/nutzungsbedingungen`), served by their routes in German; the old English paths in
 * German answer 301 there, query kept (`src/lib/pages/legalPaths.ts`).
 */
function routeLegalPage(
  request: NextRequest,
  legal: { rewrite: string } | { redirect: string },
): Response {
  const url = request.nextUrl.clone()
  if ('redirect' in legal) {
    url.pathname = legal.redirect
    return NextResponse.redirect(url, 301)
  }
  url.pathname = legal.rewrite
  return NextResponse.rewrite(url)
}

/**
 * Article pages are cached per URL like category pages, so an id that is not canonical
 * (`07`, `7.0`, `abc`) or not a published article goes to one uncached article 404 page
 * (`unknownArticlePath`) instead: a million random ids add nothing to the cache. When the
 * list of published ids cannot be read, the page decides by itself.
 */
async function routeArticle(request: NextRequest, article: ArticlePathRequest) {
  const known = article.id === null ? false : await isKnownArticle(article.id)
  if (known === false)
    return NextResponse.rewrite(new URL(unknownArticlePath(article.locale), request.url))
  return localize(request)
}

/**
 * Category pages are rendered once per URL and cached (ISR), a 404 included. A slug that
 * is no category of the page's audience is therefore rewritten to the catch-all route's
 * 404 page, which is rendered per request and never stored: random slugs cannot grow the
 * cache. When the category list cannot be read, the route decides by itself (it answers
 * 404 for unknown slugs as well).
 */
async function routeCategory(request: NextRequest, category: CategoryPathRequest) {
  const known = await knownCategories()
  if (known && known.get(category.slug) !== category.audience)
    return NextResponse.rewrite(new URL(unknownCategoryPath(category.locale), request.url))
  return localize(request)
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

/**
 * Requests to Payload's API, the studio's article API or the dentist's certificate uploads
 * that declare a body of PROXY_MAX_BODY_BYTES (1,000,000 bytes, a 7-digit Content-Length)
 * or more skip the proxy: Next would buffer their body for it and cut it at that size. Their
 * routes check the origin, the session and the size themselves before reading
 * (`src/lib/payload/guardRequest.ts`, `src/lib/api/route.ts`, `src/lib/cme/certificateForm.ts`);
 * the security headers every response carries come from next.config.mjs. (Next reads this
 * object without running the file: it must stay literal.)
 */
export const config = {
  matcher: [
    '/api/((?!cms/|admin/|doctor/cme/certificates(?:/|$)).*)',
    {
      source: '/api/cms/:path*',
      missing: [{ type: 'header', key: 'content-length', value: '\\d{7,}' }],
    },
    {
      source: '/api/doctor/cme/certificates/:path*',
      missing: [{ type: 'header', key: 'content-length', value: '\\d{7,}' }],
    },
    {
      source: '/api/admin/:path*',
      missing: [{ type: 'header', key: 'content-length', value: '\\d{7,}' }],
    },
    '/admin',
    '/admin/:path*',
    // Pages and files with a dot (feeds, sitemaps, `/robots.txt`, public files): everything
    // but Next's internals, which Next serves on its own.
    '/((?!api(?:/|$)|admin(?:/|$)|_next/|_vercel/).*)',
  ],
}
