/**
 * `npm run screenshots`: full-page PNGs of the reading pages as readers see them, on a
 * production build with the demo content (builds first unless SCREENSHOTS_SKIP_BUILD=1):
 * 360 px and 1366 px wide, in German, English, Arabic (right to left) and Japanese, signed
 * out and signed in as the demo member. Writes them to SCREENSHOTS_DIR (default: a new
 * folder under the system's temporary directory) and prints the folder. For looking at
 * layout and language by eye before and after a change; not a test.
 */
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium, type Browser, type Page } from '@playwright/test'

import { DEMO_ACCOUNTS } from './seed/demoAccounts'
import { startStack, type Stack } from './lib/stack'

const LOCALES = ['de', 'en', 'ar', 'ja'] as const
const WIDTHS = [360, 1366] as const

/** Milliseconds after `load` for the page's own requests (the language suggestion) to land. */
const SETTLE_MS = 750

/**
 * Waits until `page` looks finished: loaded, fonts ready, the document's images decoded
 * (3 s at most), and SETTLE_MS for client-side fetches. Not Playwright's `networkidle`: on the
 * second page of a language other than the browser's, Chromium answers the language
 * suggestion's UI-string request from its cache and revalidates it in the background
 * (`stale-while-revalidate`); that background request never reports its end to
 * Playwright, so `networkidle` waited until the timeout.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(async () => {
    await document.fonts.ready
    // Lazy images below the fold may never load: their decode is waited for 3 s at most.
    const decoded = Promise.all(
      [...document.images].map((image) => image.decode().catch(() => undefined)),
    )
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3000))])
  })
  await page.waitForTimeout(SETTLE_MS)
}

async function shoot(browser: Browser, baseUrl: string, out: string, member: boolean) {
  const latest = (await (
    await fetch(`${baseUrl}/api/articles/latest?locale=de-DE&audience=doctor&limit=50`)
  ).json()) as { id: number; isPremium: boolean }[]
  const premium = latest.find((a) => a.isPremium) ?? latest[0]!
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' })
    if (member) {
      const { email, password } = DEMO_ACCOUNTS.doctor
      const res = await context.request.post(`${baseUrl}/api/auth/sign-in`, {
        data: { email, password },
      })
      if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`)
    }
    const page = await context.newPage()
    for (const locale of LOCALES) {
      const prefix = locale === 'de' ? '' : `/${locale}`
      for (const [name, pagePath] of [
        ['home', prefix || '/'],
        ['article', `${prefix}/article/${premium.id}`],
        ['patient', `${prefix}/patient`],
      ] as const) {
        await page.goto(baseUrl + pagePath)
        await settled(page)
        const file = path.join(
          out,
          `${locale}-${name}-${width}-${member ? 'member' : 'visitor'}.png`,
        )
        await page.screenshot({ path: file, fullPage: true })
      }
    }
    await context.close()
  }
}

let stack: Stack | undefined
let browser: Browser | undefined
try {
  const out = process.env.SCREENSHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), 'screenshots-'))
  mkdirSync(out, { recursive: true })
  stack = await startStack({ build: process.env.SCREENSHOTS_SKIP_BUILD !== '1' })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  await shoot(browser, stack.baseUrl, out, false)
  await shoot(browser, stack.baseUrl, out, true)
  console.log(`[screenshots] written to ${out}`)
} finally {
  await browser?.close()
  await stack?.stop()
}
process.exit(0)
