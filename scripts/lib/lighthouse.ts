import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** One page's Lighthouse result: category scores (0-100) and the main metrics. */
export type LighthouseLine = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Largest Contentful Paint, milliseconds (simulated mobile). */
  lcpMs: number
  /** Total Blocking Time, milliseconds. */
  tbtMs: number
  cls: number
  /** Bytes transferred for the page and everything it loaded. */
  bytes: number
  /** Titles of the failed accessibility, best-practice and SEO audits, to fix. */
  failed: string[]
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/**
 * Runs Lighthouse (mobile preset, its default) on each URL in one headless Chromium
 * (`CHROME_PATH`, default Debian's `/usr/bin/chromium`) and returns a line per URL.
 */
export async function runLighthouse(urls: string[]): Promise<Map<string, LighthouseLine>> {
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
  const lines = new Map<string, LighthouseLine>()
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0
      const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        lhr.categories[category]!.auditRefs.filter((ref) => {
          const a = lhr.audits[ref.id]
          return ref.weight > 0 && a && a.score !== null && a.score < 1
        }).map((ref) => `${category}: ${lhr.audits[ref.id]!.title}`),
      )
      lines.set(url, {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        failed,
      })
    }
  } finally {
    chrome.kill()
  }
  return lines
}
