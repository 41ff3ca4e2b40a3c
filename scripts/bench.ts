/**
 * `npm run bench`, on a production build (`next start`, throw-away database with the demo
 * content; builds first unless BENCH_SKIP_BUILD=1):
 * - requests per second and latency of the home page, a premium article page and an
 *   uncached full-text search with `autocannon -c 10 -d 10`;
 * - Lighthouse (mobile preset) on the reading pages: the four category scores, LCP, TBT,
 *   CLS, bytes and the page's uncompressed HTML size, one line per page (the median of
 *   BENCH_LIGHTHOUSE_RUNS runs, default 3: one run varies by several points), plus the
 *   failed audits and, per run, the race that decides the simulated LCP (when the LCP
 *   element was painted and how many scripts had finished by then; scripts/lib/lcpRace.ts)
 *   (BENCH_LIGHTHOUSE=0 skips it). In the same runs, interleaved, the floors:
 *   the blank App Router page built with the same Next.js and React
 *   (scripts/lib/blankApp.ts), and two of the home page (scripts/lib/pageSnapshot.ts): the
 *   page and every file it loads served from memory by Node's `http` module (no server
 *   time), and the same page without its scripts; with BENCH_BISECT=1 the bisection steps of
 *   a premium article (scripts/lib/bisection.ts) and the blank page with the journal's
 *   stylesheet linked and inline (bench/blank-app). Before each run the bench waits for the
 *   one-minute load average to fall to 0.5 and prints it; the table comparing the pages
 *   with the blank page is printed only when every run started on a quiet machine.
 *   Then the reading pages again with applied throttling (Lighthouse's
 *   `--throttling-method=devtools`: the network and CPU are slowed while the page loads,
 *   so it arrives in pieces as on a phone): the median CLS and LCP of BENCH_LIGHTHOUSE_RUNS
 *   runs, the worst CLS and each run's, printed under the page's simulated line
 *   (BENCH_LIGHTHOUSE_APPLIED=0 skips them). The simulated runs load at full speed and never
 *   see a page that shifts while it builds up.
 * - the cached home page and a premium article page served five ways (BENCH_CACHES=0 skips
 *   them): Next with its file-system cache; Next with the cache in Redis (`redis-server`
 *   from PATH, as with several instances) without and with the in-process copy in front
 *   (CACHE_LRU_MB); Debian's nginx with the reference configuration
 *   (deploy/nginx/dentaljournal.conf) in front of the first; and, as the floors, the home
 *   page's HTML as a static file from the same nginx and from Node's `http` module
 *   (scripts/lib/staticFloor.ts). One line each, then a table.
 * - the newsletter send (BENCH_NEWSLETTER=0 skips it; scripts/lib/newsletterBench.ts):
 *   mails per second for 5,000 subscribers to a local SMTP sink, and the home page's
 *   requests per second before and during the send, with the drop in percent. It restarts
 *   the server, so it runs last.
 * The stack's SITE_URL is its own address, so canonical links match the host measured.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startBlankApp } from './lib/blankApp'
import { bisectionVariants } from './lib/bisection'
import { formatRace } from './lib/lcpRace'
import { median, runLighthouse, type LighthouseLine, type QuietMachine } from './lib/lighthouse'
import { newsletterBench, type Measured } from './lib/newsletterBench'
import { startNginx, type LocalNginx } from './lib/nginx'
import { startPageSnapshot, subresources } from './lib/pageSnapshot'
import { startRedis, type LocalRedis } from './lib/redis'
import { startStaticFloor, type StaticFloor } from './lib/staticFloor'
import { startStack, type Stack } from './lib/stack'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const duration = Number(process.env.BENCH_DURATION ?? 10)

/** Seconds of load before each measurement (BENCH_WARMUP_SECONDS, default 3). */
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)

async function measure(url: string): Promise<Measured> {
  // The first requests render and fill the caches (the instance's and nginx's); the
  // warm-up lets V8 optimise the hot paths of a server that has served little so far
  // (without it, an instance started just before its measurement spends a tenth of it
  // compiling). The benchmark measures the steady state.
  await fetch(url)
  await fetch(url)
  if (warmup > 0) await autocannon({ url, connections, duration: warmup })
  const result = await autocannon({ url, connections, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/**
 * The reading pages Lighthouse measures: home, a premium and a free article, a category,
 * the patients' home and one of their categories, the dentist search, and the English,
 * Arabic (right to left) and Japanese editions.
 */
async function readingPages(baseUrl: string): Promise<string[]> {
  const latest = (await (
    await fetch(`${baseUrl}/api/articles/latest?locale=de-DE&audience=doctor&limit=50`)
  ).json()) as { id: number; isPremium: boolean }[]
  const premium = latest.find((a) => a.isPremium) ?? latest[0]!
  const free = latest.find((a) => !a.isPremium) ?? latest[0]!
  const patientHome = await (await fetch(`${baseUrl}/patient`)).text()
  const patientCategory = /href="(\/patient\/category\/[^"?#]+)"/.exec(patientHome)?.[1]
  return [
    '/',
    `/article/${premium.id}`,
    `/article/${free.id}`,
    '/category/studies',
    '/patient',
    ...(patientCategory ? [patientCategory] : []),
    '/patient-search',
    '/en',
    '/ar',
    '/ja',
  ]
}

/**
 * How quiet the machine must be before each Lighthouse run: the one-minute load average at
 * most BENCH_MAX_LOAD (default 0.5), waited for up to BENCH_QUIET_WAIT_SECONDS (default 120).
 */
const quiet: QuietMachine = {
  maxLoad: Number(process.env.BENCH_MAX_LOAD ?? 0.5),
  waitSeconds: Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? 120),
}

/**
 * The comparison of the reading pages with the framework's floor (the blank App Router
 * page measured in the same run): performance and LCP, and how far each LCP is above the
 * floor's. Withheld, with the reason, when any run started on a busy machine: such figures
 * measure the other work, not the pages.
 */
function printComparison(rows: [string, LighthouseLine][], floor: LighthouseLine): void {
  const busy = [...rows.map(([, l]) => l), floor]
    .flatMap((l) => l.allLoad)
    .filter((load) => load > quiet.maxLoad)
  if (busy.length) {
    console.log(
      `[bench] comparison with the floor withheld: ${busy.length} Lighthouse runs started with the load average above ${quiet.maxLoad} (highest ${Math.max(...busy).toFixed(2)}). Lighthouse multiplies the CPU time it observes, so these figures are not comparable; stop other work and run again.`,
    )
    return
  }
  console.log('[bench] reading pages against the floor (blank App Router page, same run):')
  console.log(`[bench] | ${'page'.padEnd(28)} | perf | LCP    | LCP above floor |`)
  for (const [label, l] of [['floor: blank App Router page', floor] as const, ...rows])
    console.log(
      `[bench] | ${label.padEnd(28)} | ${String(l.performance).padStart(4)} | ${(l.lcpMs / 1000).toFixed(2)} s | ${`${((l.lcpMs - floor.lcpMs) / 1000).toFixed(2)} s`.padStart(15)} |`,
    )
}

/**
 * One `[bench] lighthouse` line: scores, LCP, TBT, CLS, bytes and the runs' scores, and under
 * it the race of each run (scripts/lib/lcpRace.ts): when the LCP element was painted in the
 * fast load and how many of the page's scripts had finished downloading by then, with the
 * run's simulated LCP. Every finished script is charged to the simulated LCP.
 */
function printLighthouseLine(label: string, l: LighthouseLine): void {
  console.log(
    `[bench] lighthouse ${label}: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}, SEO ${l.seo}; LCP ${(l.lcpMs / 1000).toFixed(1)} s, TBT ${l.tbtMs.toFixed(0)} ms, CLS ${l.cls.toFixed(2)}, ${(l.bytes / 1024).toFixed(0)} KiB, HTML ${(l.htmlBytes / 1024).toFixed(0)} KiB (runs: ${l.allPerformance.join(' ')})`,
  )
  if (l.allRace.some((race) => race))
    console.log(
      `[bench]   race (LCP painted at, scripts done by then → simulated LCP): ${l.allRace.map((race, i) => `${formatRace(race)} → ${(l.allLcpMs[i]! / 1000).toFixed(1)} s`).join('; ')}`,
    )
}

/**
 * The `[bench]   applied throttling` line under a page's simulated line: the median CLS
 * and LCP of the applied-throttling runs, the worst CLS, then each run's. CLS is what the
 * simulated runs cannot see; a page that shifts only when its HTML arrives in a certain
 * split shifts in some runs only, which the median hides and the worst run shows. The
 * applied LCP is the one observed on the slowed page.
 */
function printAppliedLine(l: LighthouseLine): void {
  const seconds = (ms: number) => (ms / 1000).toFixed(1)
  console.log(
    `[bench]   applied throttling: CLS ${median(l.allCls).toFixed(3)} (worst ${Math.max(...l.allCls).toFixed(3)}), LCP ${seconds(median(l.allLcpMs))} s (runs: CLS ${l.allCls.map((c) => c.toFixed(3)).join(' ')}; LCP ${l.allLcpMs.map(seconds).join(' ')} s)`,
  )
}

/**
 * The text of every stylesheet the page at `pageUrl` links, in the page's order: the
 * journal's CSS as a reading page loads it. Throws when a stylesheet does not answer 200.
 */
async function journalStylesheet(pageUrl: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text()
  const hrefs = [...html.matchAll(/<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g)]
  const texts: string[] = []
  for (const [, href] of hrefs) {
    const response = await fetch(new URL(href!.replaceAll('&amp;', '&'), pageUrl))
    if (!response.ok) throw new Error(`stylesheet ${href} answered ${response.status}`)
    texts.push(await response.text())
  }
  return texts.join('\n')
}

/**
 * Lighthouse on the reading pages, and in the same runs on the floors: the blank App Router
 * page (scripts/lib/blankApp.ts, the framework's own cost), the home page and its files
 * served from memory by Node (no server time), and the same page without its scripts (no
 * React, no App Router; scripts/lib/pageSnapshot.ts). With BENCH_BISECT=1 also the steps of
 * the bisection of a premium article (scripts/lib/bisection.ts) and the blank page with the
 * journal's stylesheet linked and inline (bench/blank-app). Then the reading pages
 * with applied throttling, for the layout shifts and LCP of a page that arrives slowly.
 */
async function lighthouseLines(baseUrl: string): Promise<void> {
  const paths = await readingPages(baseUrl)
  // One visit of each page and everything it loads first (the page cache, the media and
  // script routes warm), as a CDN or a server that has been running would have them.
  for (const path of paths) {
    const html = await (await fetch(baseUrl + path)).text()
    for (const url of subresources(html)) await fetch(baseUrl + url).catch(() => undefined)
  }
  const blank = await startBlankApp(await journalStylesheet(baseUrl + paths[1]!))
  const snapshot = await startPageSnapshot(baseUrl + '/')
  const bisect =
    process.env.BENCH_BISECT === '1'
      ? await startPageSnapshot(baseUrl + paths[1]!, bisectionVariants)
      : undefined
  try {
    const floors: [string, string][] = [
      ['floor: blank App Router page', blank.url],
      ['floor: / from memory (Node http)', snapshot.pageUrl],
      ['floor: / without scripts (Node http)', snapshot.noScriptsUrl],
      ...(bisect
        ? ([
            [`bisection: ${paths[1]} from memory`, bisect.pageUrl],
            ...Object.entries(bisect.variantUrls).map(
              ([name, url]) => [`bisection: ${paths[1]} ${name}`, url] as [string, string],
            ),
            [`bisection: ${paths[1]} without scripts`, bisect.noScriptsUrl],
            ['bisection: blank page + stylesheet', blank.withStylesheetUrl],
            ['bisection: blank page + stylesheet inline', blank.withInlineStylesheetUrl],
          ] as [string, string][])
        : []),
    ]
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
    const labels = new Map([
      ...paths.map((path) => [baseUrl + path, path] as [string, string]),
      ...floors.map(([label, url]) => [url, label] as [string, string]),
    ])
    const lines = await runLighthouse([...labels.keys()], runs, { quiet, labels })
    console.log(`[bench] lighthouse: median of ${runs} runs per page (by performance score)`)
    for (const path of paths) {
      const line = lines.get(baseUrl + path)!
      printLighthouseLine(path, line)
      for (const failure of line.failed) console.log(`[bench]   failed ${failure}`)
    }
    for (const [label, url] of floors) printLighthouseLine(label, lines.get(url)!)
    printComparison(
      paths.map((path) => [path, lines.get(baseUrl + path)!]),
      lines.get(blank.url)!,
    )
    if (process.env.BENCH_LIGHTHOUSE_APPLIED !== '0') {
      const applied = await runLighthouse(
        paths.map((path) => baseUrl + path),
        runs,
        { throttlingMethod: 'devtools', quiet, labels },
      )
      console.log(
        `[bench] lighthouse, applied throttling (--throttling-method=devtools): median of ${runs} runs per page, beside the simulated figures`,
      )
      for (const path of paths) {
        printLighthouseLine(path, lines.get(baseUrl + path)!)
        printAppliedLine(applied.get(baseUrl + path)!)
      }
    }
  } finally {
    await snapshot.stop()
    await bisect?.stop()
    await blank.stop()
  }
}

/**
 * The cached home and article pages under each way of serving them (see the file
 * comment); prints a line per measurement and a table. Starts and stops its own Redis,
 * instances and nginx.
 */
async function cacheComparison(stack: Stack, pages: { home: string; article: string }) {
  let redis: LocalRedis | undefined
  let nginx: LocalNginx | undefined
  let nodeFloor: StaticFloor | undefined
  const floorDir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-floor-'))
  const stops: (() => Promise<void>)[] = []
  try {
    redis = await startRedis()
    const redisOnly = await stack.startInstance({ REDIS_URL: redis.url, CACHE_LRU_MB: '0' })
    stops.push(redisOnly.stop)
    const redisLru = await stack.startInstance({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'bench-lru:',
    })
    stops.push(redisLru.stop)
    // nginx's workers may run as another user: the folder and file must be readable.
    chmodSync(floorDir, 0o755)
    const html = await (await fetch(stack.baseUrl + pages.home)).text()
    writeFileSync(path.join(floorDir, 'floor.html'), html, { mode: 0o644 })
    nodeFloor = await startStaticFloor(path.join(floorDir, 'floor.html'))
    nginx = await startNginx({
      upstream: new URL(stack.baseUrl).host,
      extraServers: [
        `server { listen {{port}}; default_type text/html; root ${floorDir}; location / { try_files /floor.html =404; } }`,
      ],
    })
    const ways: [string, string, Record<string, string>][] = [
      ['file-system cache', stack.baseUrl, pages],
      ['Redis, no in-process copy', redisOnly.baseUrl, pages],
      ['Redis + in-process copy', redisLru.baseUrl, pages],
      ['nginx reference config', nginx.url, pages],
      ['nginx static file (floor)', nginx.extraUrls[0]!, { home: '/', article: '/' }],
      ['Node static file (floor)', nodeFloor.url, { home: '/', article: '/' }],
    ]
    const rows: string[] = []
    for (const [way, base, paths] of ways) {
      const cells: string[] = []
      for (const name of ['home', 'article'] as const) {
        const r = await measure(base + paths[name])
        console.log(
          `[bench] ${way}: ${name} ${paths[name]}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
        )
        cells.push(`${r.rps.toFixed(0).padStart(6)} req/s p99 ${String(r.p99).padStart(4)} ms`)
      }
      rows.push(`[bench] | ${way.padEnd(26)} | ${cells.join(' | ')} |`)
    }
    console.log(
      `[bench] cached pages, autocannon -c ${connections} -d ${duration} (home ${pages.home}, premium article ${pages.article}):`,
    )
    console.log(
      `[bench] | ${'served by'.padEnd(26)} | ${'home'.padEnd(24)} | ${'article'.padEnd(24)} |`,
    )
    for (const row of rows) console.log(row)
  } finally {
    await nginx?.stop()
    await nodeFloor?.stop()
    for (const stop of stops) await stop()
    await redis?.stop()
    rmSync(floorDir, { recursive: true, force: true })
  }
}

let stack: Stack | undefined
try {
  stack = await startStack({ build: process.env.BENCH_SKIP_BUILD !== '1' })
  console.log(`[bench] next start answered after ${stack.startMs} ms`)
  const latest = (await (
    await fetch(`${stack.baseUrl}/api/articles/latest?locale=de-DE&audience=doctor`)
  ).json()) as { id: number; isPremium: boolean }[]
  const premium = latest.find((a) => a.isPremium) ?? latest[0]!
  const pages = {
    home: '/',
    article: `/article/${premium.id}`,
    search: '/api/search?q=Parodontitis%20Diabetes&locale=de&audience=doctor',
  }
  for (const [name, path] of Object.entries(pages)) {
    const r = await measure(stack.baseUrl + path)
    console.log(
      `[bench] ${name} ${path}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (autocannon -c ${connections} -d ${duration})`,
    )
  }
  if (process.env.BENCH_CACHES !== '0') await cacheComparison(stack, pages)
  if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseLines(stack.baseUrl)
  if (process.env.BENCH_NEWSLETTER !== '0') await newsletterBench(stack, { measure })
} finally {
  await stack?.stop()
}
process.exit(0)
