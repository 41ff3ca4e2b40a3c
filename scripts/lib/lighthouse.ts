import { loadavg } from 'node:os'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'

import { lcpRace, type LcpRace } from './lcpRace'

/** One page's Lighthouse result: category scores (0-100) and the main metrics. */
export type LighthouseLine = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /**
   * Largest Contentful Paint, milliseconds: computed for the slow phone afterwards
   * (simulated throttling, the default) or observed while the page loaded slowly
   * (applied throttling).
   */
  lcpMs: number
  /** Total Blocking Time, milliseconds. */
  tbtMs: number
  /** Cumulative Layout Shift (unitless). */
  cls: number
  /** Bytes transferred for the page and everything it loaded. */
  bytes: number
  /** The page's HTML, uncompressed bytes. */
  htmlBytes: number
  /** Performance scores of every run, in run order (the line is the median run). */
  allPerformance: number[]
  /** LCP of every run, in run order. */
  allLcpMs: number[]
  /** CLS of every run, in run order. */
  allCls: number[]
  /** The race between the LCP paint and the scripts in this run (simulated throttling). */
  race: LcpRace | null
  /** The race of every run, in run order. */
  allRace: (LcpRace | null)[]
  /** Titles of the failed accessibility, best-practice and SEO audits, to fix. */
  failed: string[]
  /** The machine's one-minute load average when each run started, in run order. */
  allLoad: number[]
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** The uncompressed size of the main document, from Lighthouse's network records. */
function htmlBytes(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items
  return items?.find((i) => i.url === lhr.finalDisplayedUrl)?.resourceSize ?? 0
}

type NetworkItem = { url: string; resourceSize?: number }

function lineOf(lhr: Result): LighthouseLine {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category]!.auditRefs.filter((ref) => {
      const a = lhr.audits[ref.id]
      return ref.weight > 0 && a && a.score !== null && a.score < 1
    }).map((ref) => `${category}: ${lhr.audits[ref.id]!.title}`),
  )
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    htmlBytes: htmlBytes(lhr),
    allPerformance: [],
    allLcpMs: [],
    allCls: [],
    race: lcpRace(lhr),
    allRace: [],
    failed,
    allLoad: [],
  }
}

/**
 * Lighthouse's simulation multiplies the CPU time it observes, so a run beside another busy
 * process is worthless (docs/performance.md). Before each run: wait up to `waitSeconds` for
 * the one-minute load average to fall to `maxLoad` (Chromium's own last run raises it), then
 * print it. Resolves with the load average the run starts at.
 */
async function settledLoad(label: string, { maxLoad, waitSeconds }: QuietMachine): Promise<number> {
  const until = Date.now() + waitSeconds * 1000
  while (loadavg()[0]! > maxLoad && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 2000))
  const load = loadavg()[0]!
  console.log(`[bench]   load average ${load.toFixed(2)} before ${label}`)
  return load
}

/** How quiet the machine must be before each Lighthouse run (see `settledLoad`). */
export type QuietMachine = { maxLoad: number; waitSeconds: number }

/**
 * How Lighthouse slows the page down to a phone's: `simulate` (its default) loads the page
 * at full speed and computes the slow phone's timings afterwards; `devtools` (applied
 * throttling) slows the network and the CPU while the page loads, so the page builds up
 * as slowly as on the phone, and layout shifts while it arrives in pieces are seen.
 */
type ThrottlingMethod = 'simulate' | 'devtools'

/**
 * Runs Lighthouse (mobile preset, its default) `runs` times on each URL in one headless
 * Chromium (`CHROME_PATH`, default Debian's `/usr/bin/chromium`), the URLs in turn so that
 * a busy moment of the machine does not fall on one page's runs only, and returns per URL
 * the run with the median performance score (Lighthouse's own advice for noisy results),
 * with every run's performance, LCP and CLS beside it (and, with `quiet`, the load average
 * each run started at).
 */
export async function runLighthouse(
  urls: string[],
  runs = 1,
  {
    throttlingMethod = 'simulate',
    quiet,
    labels = new Map(),
  }: {
    throttlingMethod?: ThrottlingMethod
    /** Wait for a quiet machine before each run and record its load (`settledLoad`). */
    quiet?: QuietMachine
    /** Names of the URLs for the load lines (default: the URL). */
    labels?: Map<string, string>
  } = {},
): Promise<Map<string, LighthouseLine>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const results = new Map<string, LighthouseLine[]>(urls.map((url) => [url, []]))
  const loads = new Map<string, number[]>(urls.map((url) => [url, []]))
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        if (quiet)
          loads
            .get(url)!
            .push(await settledLoad(`run ${run + 1} of ${labels.get(url) ?? url}`, quiet))
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          throttlingMethod,
        })
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`)
        results.get(url)!.push(lineOf(result.lhr))
      }
    }
  } finally {
    chrome.kill()
  }
  return new Map(
    [...results].map(([url, lines]) => {
      const sorted = [...lines].sort((a, b) => a.performance - b.performance)
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!
      return [
        url,
        {
          ...median,
          allPerformance: lines.map((l) => l.performance),
          allLcpMs: lines.map((l) => l.lcpMs),
          allCls: lines.map((l) => l.cls),
          allRace: lines.map((l) => l.race),
          allLoad: loads.get(url)!,
        },
      ]
    }),
  )
}

/** The median of `values` (the lower middle one of an even count), 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}
