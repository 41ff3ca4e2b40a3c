import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import {
  FILE_CONTENT_SECURITY_POLICY,
  STATIC_SECURITY_HEADERS,
} from './src/lib/security/staticHeaders.mjs'
import { withStudioOnlyClientHints } from './src/lib/security/studioClientHints.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// use-intl formats messages through `use-intl/format-message`; its "format-only" build
// takes precompiled messages (src/i18n/compileMessages.ts) and leaves the ICU parser and
// intl-messageformat out of every bundle. next-intl's `precompile` option sets the same
// alias but also compiles the catalogue files at import, which the studio's text overrides
// need as plain strings. Turbopack wants the path relative, starting with `./`.
const formatOnly = `./${path.relative(
  dirname,
  createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
)}`

// Several app instances share one cache in Redis (cache-handler/redis.mjs). Read when the
// server starts, so one build serves with or without REDIS_URL. Next's own in-memory copy
// is off then: it would keep serving an entry that another instance has revalidated.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: path.resolve(dirname, 'cache-handler/redis.mjs'), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // No ETag: Next hashes the whole page (a JavaScript loop over 70,000 characters) on every
  // cached request to make one. That cost 5-25 % of a cached page's CPU, depending on
  // whether V8 kept the loop optimised, and made pages served from Redis 40 % slower than
  // from the file-system cache (docs/performance.md). A revisit downloads the page again
  // (about 15 KB compressed) instead of getting a 304.
  generateEtags: false,
  // Every response carries these, whether or not src/proxy.ts ran for it (Next's own files,
  // requests with large bodies). The proxy replaces the Content-Security-Policy of the
  // responses it handles with the one computed for pages (src/lib/security/headers.ts).
  // Next's own scripts and styles get no policy of their own (a policy on a script would
  // bind a worker started from it).
  async headers() {
    const list = (record) => Object.entries(record).map(([key, value]) => ({ key, value }))
    return [
      { source: '/:path*', headers: list(STATIC_SECURITY_HEADERS) },
      {
        // The studio's newsletter preview sends a policy of its own (images allowed, nothing
        // run), which these headers would replace; see OWN_POLICY in src/lib/security/headers.ts.
        source: '/((?!_next/|api/admin/newsletters/\\d+/preview).*)',
        headers: list({ 'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY }),
      },
    ]
  },
  // Older addresses kept working: `/login` is the sign-in, `/patient-home` the patient home
  // (permanent, with the language prefix and the query string kept).
  async redirects() {
    return [
      ['/login', '/sign-in'],
      ['/patient-home', '/patient'],
    ].flatMap(([from, to]) => [
      { source: from, destination: to, permanent: true },
      { source: `/:locale([a-z]{2})${from}`, destination: `/:locale${to}`, permanent: true },
    ])
  },
  // `/sitemap.xml`, where crawlers look first, is the index of the per-language sitemaps
  // (src/app/sitemap-index.xml); Next keeps that path for its own sitemap file otherwise.
  async rewrites() {
    return { beforeFiles: [{ source: '/sitemap.xml', destination: '/sitemap-index.xml' }] }
  },
  // A path with a trailing slash reaches src/proxy.ts as it is: an imported journal's old
  // address (`/my-post/`) answers 301 with its new page there in one step; the proxy sends
  // every other such path to itself without the slash (308), as Next otherwise does.
  skipTrailingSlashRedirect: true,
  ...sharedCache,
  // Tests and benchmarks build into their own folder (NEXT_DIST_DIR) so their caches,
  // filled from a throw-away database, never reach `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/api/placeholder/**' }],
    // Fewer candidate widths than Next's defaults (16): each is a line of every image's
    // srcset on every card. These cover phones at 1x-3x, tablets, and the widest slot (the
    // 760 px hero at 2x); `imageSizes` serve the small side-list thumbnails.
    deviceSizes: [640, 828, 1080, 1536],
    imageSizes: [96, 256, 384],
  },
  turbopack: {
    root: path.resolve(dirname),
    resolveAlias: { 'use-intl/format-message': formatOnly },
  },
  experimental: {
    // Builds start from scratch: with Turbopack's build cache, a rebuild after a change to
    // the stylesheet and the components using its classes (Tailwind scans them) kept
    // serving the old CSS, so a deploy could ship stale styles.
    turbopackFileSystemCacheForBuild: false,
    // src/proxy.ts runs before API requests too, and Next buffers their bodies for it up to
    // this size (bytes; PROXY_MAX_BODY_BYTES in src/lib/http/boundedBody.ts). Requests that
    // declare a larger body skip the proxy (its matcher) and meet the route's own limit,
    // which asks who is signed in before reading: only staff uploads may be larger.
    proxyClientMaxBodySize: 1_000_000,
  },
}

// withPayload's theme client hints stay in the studio (src/lib/security/studioClientHints.mjs).
export default withStudioOnlyClientHints(
  withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }),
)
