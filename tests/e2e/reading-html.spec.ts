import { expect, test, type APIRequestContext } from '@playwright/test'

import { seededArticle } from './helpers'

/**
 * The reading pages' HTML as the server sends it, against the two rules that keep them as
 * fast on a phone as a blank App Router page (docs/performance.md):
 * - nothing holds up the parser before the end of `<main>`: no classic script (inline or
 *   external without `async`/`defer`). Such a script waits for the stylesheet, so the
 *   browser paints the page only up to it, runs the framework's scripts that arrived
 *   meanwhile, and paints the lead after them: Lighthouse then counts their download and
 *   their run time into the LCP. Module scripts, structured data and `async` scripts are
 *   fine;
 * - the HTML stays within its size budget (uncompressed): a larger page arrives later and
 *   the App Router's payload in it is parsed on the main thread.
 */

/**
 * Largest uncompressed HTML, in bytes, a reading page may have: the longest free article
 * with its share and cite section (about 85 KB) and a little room. The measured sizes are in
 * docs/performance.md; the goal there is 60 KB.
 */
const HTML_BUDGET_BYTES = 88 * 1024

/** The opening tags of the scripts in `html` before the end of `<main>`. */
function scriptTagsBeforeMainEnds(html: string): string[] {
  const end = html.indexOf('</main>')
  if (end < 0) throw new Error('the page has no </main>')
  return [...html.slice(0, end).matchAll(/<script\b[^>]*>/gi)].map((m) => m[0])
}

/** Whether a script's opening tag lets the parser go on (module, data, async or deferred). */
function letsParserGoOn(tag: string): boolean {
  const type = /\btype="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase()
  if (type === 'module' || (type && !/javascript|ecmascript/.test(type))) return true
  if (/\bnomodule\b/i.test(tag)) return true
  return /\bsrc=/i.test(tag) && /\b(?:async|defer)\b/i.test(tag)
}

async function readingPages(request: APIRequestContext): Promise<string[]> {
  const premium = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
  const free = await seededArticle(request, (a) => a.audience === 'doctor' && !a.isPremium)
  const patientHome = await (await request.get('/patient')).text()
  const patientCategory = /href="(\/patient\/category\/[^"?#]+)"/.exec(patientHome)?.[1]
  expect(patientCategory, 'the patient home links a patient category').toBeTruthy()
  return [
    '/',
    `/article/${premium.id}`,
    `/article/${free.id}`,
    '/category/studies',
    '/patient',
    patientCategory!,
    '/patient-search',
    '/en',
    '/ar',
    '/ja',
  ]
}

test('reading pages: no script holds up the parser before the end of <main>', async ({
  request,
}) => {
  for (const path of await readingPages(request)) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const tags = scriptTagsBeforeMainEnds(await response.text())
    expect(tags.length, `${path} has scripts at all (the check would be empty)`).toBeGreaterThan(0)
    expect(
      tags.filter((tag) => !letsParserGoOn(tag)),
      `${path}: parser-blocking scripts before </main>`,
    ).toEqual([])
  }
})

test('reading pages: the HTML stays within its size budget', async ({ request }) => {
  for (const path of await readingPages(request)) {
    const body = await (await request.get(path)).body()
    expect(body.byteLength, `${path} HTML bytes`).toBeLessThanOrEqual(HTML_BUDGET_BYTES)
  }
})

test('the parser rule tells blocking scripts from harmless ones', () => {
  expect(letsParserGoOn('<script>')).toBe(false)
  expect(letsParserGoOn('<script src="/a.js">')).toBe(false)
  expect(letsParserGoOn('<script type="text/javascript">')).toBe(false)
  expect(letsParserGoOn('<script type="module">')).toBe(true)
  expect(letsParserGoOn('<script type="application/ld+json">')).toBe(true)
  expect(letsParserGoOn('<script src="/a.js" async="">')).toBe(true)
  expect(letsParserGoOn('<script src="/a.js" noModule="">')).toBe(true)
})
