/**
 * `npm run bench`, on a production build (`next start`, throw-away database with the demo
 * content; builds first unless BENCH_SKIP_BUILD=1):
 * - requests per second and latency of the home page, a premium article page and an
 *   uncached full-text search with `autocannon -c 10 -d 10`;
 * - Lighthouse (mobile preset) on the reading pages: the four category scores, LCP, TBT,
 *   CLS, bytes and the page's uncompressed HTML size, one line per page (the median of
 *   BENCH_LIGHTHOUSE_RUNS runs, default 3: one run varies by several points), plus the
 *   failed audits (BENCH_LIGHTHOUSE=0 skips it).
 * - the same home and article pages on a second instance whose Next cache is in Redis
 *   (`redis-server` from PATH, as with several instances; BENCH_REDIS=0 skips it), next to
 *   the file-system cache of the first: what a cached request costs with each handler.
 * The stack's SITE_URL is its own address, so canonical links match the host measured.
 */
import autocannon from 'autocannon'

import { runLighthouse } from './lib/lighthouse'
import { startRedis, type LocalRedis } from './lib/redis'
import { startStack, type Stack } from './lib/stack'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const duration = Number(process.env.BENCH_DURATION ?? 10)

async function measure(url: string) {
  await fetch(url) // first render fills the cache; the benchmark measures the steady state
  const result = await autocannon({ url, connections, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** The reading pages Lighthouse measures: home, a premium and a free article, a category, patients, dentist search, two language editions. */
async function readingPages(baseUrl: string): Promise<string[]> {
  const latest = (await (
    await fetch(`${baseUrl}/api/articles/latest?locale=de-DE&audience=doctor&limit=50`)
  ).json()) as { id: number; isPremium: boolean }[]
  const premium = latest.find((a) => a.isPremium) ?? latest[0]!
  const free = latest.find((a) => !a.isPremium) ?? latest[0]!
  return [
    '/',
    `/article/${premium.id}`,
    `/article/${free.id}`,
    '/category/studies',
    '/patient',
    '/patient-search',
    '/en',
    '/ar',
  ]
}

/**
 * Same-origin URLs a page's HTML names (`src`, `href`, `srcset` candidates, the preloaded
 * image set): scripts, styles, images, fonts.
 */
function subresources(html: string): Set<string> {
  const urls = new Set<string>()
  for (const m of html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)) urls.add(m[1]!)
  for (const m of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/gi))
    for (const candidate of m[1]!.split(',')) urls.add(candidate.trim().split(/\s+/)[0]!)
  return new Set([...urls].filter((u) => u.startsWith('/')).map((u) => u.replaceAll('&amp;', '&')))
}

async function lighthouseLines(baseUrl: string): Promise<void> {
  const paths = await readingPages(baseUrl)
  // One visit of each page and everything it loads first (the page cache, the media and
  // script routes warm), as a CDN or a server that has been running would have them.
  for (const path of paths) {
    const html = await (await fetch(baseUrl + path)).text()
    for (const url of subresources(html)) await fetch(baseUrl + url).catch(() => undefined)
  }
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  const lines = await runLighthouse(
    paths.map((path) => baseUrl + path),
    runs,
  )
  console.log(`[bench] lighthouse: median of ${runs} runs per page (by performance score)`)
  for (const path of paths) {
    const l = lines.get(baseUrl + path)!
    console.log(
      `[bench] lighthouse ${path}: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}, SEO ${l.seo}; LCP ${(l.lcpMs / 1000).toFixed(1)} s, TBT ${l.tbtMs.toFixed(0)} ms, CLS ${l.cls.toFixed(2)}, ${(l.bytes / 1024).toFixed(0)} KiB, HTML ${(l.htmlBytes / 1024).toFixed(0)} KiB (runs: ${l.allPerformance.join(' ')})`,
    )
    for (const failure of l.failed) console.log(`[bench]   failed ${failure}`)
  }
}

let stack: Stack | undefined
let redis: LocalRedis | undefined
try {
  stack = await startStack({ build: process.env.BENCH_SKIP_BUILD !== '1' })
  console.log(`[bench] next start answered after ${stack.startMs} ms`)
  const latest = (await (
    await fetch(`${stack.baseUrl}/api/articles/latest?locale=de-DE&audience=doctor`)
  ).json()) as { id: number }[]
  const pages = {
    home: '/',
    article: `/article/${latest[0]!.id}`,
    search: '/api/search?q=Parodontitis%20Diabetes&locale=de&audience=doctor',
  }
  for (const [name, path] of Object.entries(pages)) {
    const r = await measure(stack.baseUrl + path)
    console.log(
      `[bench] ${name} ${path}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (autocannon -c ${connections} -d ${duration})`,
    )
  }
  if (process.env.BENCH_REDIS !== '0') {
    redis = await startRedis()
    const shared = await stack.startInstance({ REDIS_URL: redis.url })
    for (const [name, path] of Object.entries({ home: pages.home, article: pages.article })) {
      for (const [cache, base] of [
        ['file system', stack.baseUrl],
        ['redis', shared.baseUrl],
      ] as const) {
        const r = await measure(base + path)
        console.log(
          `[bench] cache ${cache}: ${name} ${path}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`,
        )
      }
    }
    await shared.stop()
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseLines(stack.baseUrl)
} finally {
  await stack?.stop()
  await redis?.stop()
}
process.exit(0)
