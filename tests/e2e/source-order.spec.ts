import { expect, test, type Page } from '@playwright/test'

import { seededArticle } from './helpers'

/**
 * On a phone, a reading page shows its parts in the order its HTML has them. A page that
 * writes a part first and moves it further down with CSS (`order`, a reversed flex box,
 * grid placement) paints it at the top while a slow connection is still delivering the
 * rest, then pushes it down when the part meant to be above arrives (a layout shift); and
 * screen readers and the keyboard go through the parts in another order than the eye.
 * Wider layouts may rearrange the parts, as long as the source order is the phone's.
 */
const PHONE = { width: 390, height: 844 }

/** Pixels two tops may differ by and still count as level (sub-pixel rounding). */
const TOLERANCE = 1

type Block = { label: string; top: number }

/**
 * The parts of `<main>` whose order is checked, as lists in source order, each list with
 * the document-relative top of every part:
 * - the outermost landmarks and sectioning elements (and the `h1`): a part nested in
 *   another is checked by its parent;
 * - the children of every layout box that stacks them vertically on this screen (a grid
 *   with one column, a flex column), such as the home page's column grid.
 * Hidden parts and parts taken out of the flow (absolute, fixed) are left out.
 */
async function blockLists(page: Page): Promise<Block[][]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) throw new Error('the page has no <main>')
    const SECTIONS =
      'section, article, aside, nav, form, header, footer, h1, [role="region"], [role="complementary"], [role="navigation"], [role="search"]'
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      if (style.position === 'absolute' || style.position === 'fixed') return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.querySelector('h1, h2, h3')?.textContent ??
        element.textContent ??
        ''
      return `<${element.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    }
    const block = (element: Element) => ({
      label: describe(element),
      top: element.getBoundingClientRect().top + window.scrollY,
    })
    const outermost = [...main.querySelectorAll(SECTIONS)].filter(
      (element) => element.parentElement?.closest(SECTIONS)?.closest('main') !== main,
    )
    const lists = [outermost.filter(shown).map(block)]
    for (const box of main.querySelectorAll('*')) {
      const style = getComputedStyle(box)
      const oneColumnGrid =
        style.display.endsWith('grid') &&
        style.gridTemplateColumns
          .replace(/\[[^\]]*\]/g, '')
          .trim()
          .split(/\s+/).length === 1
      const flexColumn = style.display.endsWith('flex') && style.flexDirection.startsWith('column')
      if (oneColumnGrid || flexColumn) {
        const children = [...box.children].filter(shown)
        if (children.length > 1) lists.push(children.map(block))
      }
    }
    return lists
  })
}

/**
 * The reading pages: home, articles (premium, free, for patients), a category, the
 * patients' home, the dentist search and two language editions (one right to left).
 */
async function readingPages(page: Page): Promise<string[]> {
  const latest = (await (
    await page.request.get('/api/articles/latest?locale=de-DE&audience=doctor&limit=50')
  ).json()) as { id: number; isPremium: boolean }[]
  const premium = latest.find((a) => a.isPremium)
  const free = latest.find((a) => !a.isPremium)
  if (!premium || !free) throw new Error('the demo content has no premium or no free article')
  const forPatients = await seededArticle(page.request, (a) => a.audience === 'patient')
  return [
    '/',
    `/article/${premium.id}`,
    `/article/${free.id}`,
    `/article/${forPatients.id}`,
    '/category/studies',
    '/patient',
    '/patient-search',
    '/en',
    '/ar',
  ]
}

test.use({ viewport: PHONE })

test('at 390 px every reading page shows its main parts in source order', async ({ page }) => {
  // Every page is checked before the test fails, so one run names every page out of order.
  const outOfOrder: string[] = []
  for (const path of await readingPages(page)) {
    await page.goto(path, { waitUntil: 'load' })
    const lists = await blockLists(page)
    expect(lists[0]!.length, `${path}: <main> has sections`).toBeGreaterThan(1)
    for (const blocks of lists) {
      for (let i = 1; i < blocks.length; i++) {
        const [before, after] = [blocks[i - 1]!, blocks[i]!]
        if (after.top < before.top - TOLERANCE) {
          outOfOrder.push(
            `${path}: ${after.label} comes after ${before.label} in the HTML but is shown above it (top ${after.top.toFixed(0)} px < ${before.top.toFixed(0)} px)`,
          )
        }
      }
    }
    // The keyboard follows the source order too: no positive tabindex reorders it.
    const positiveTabindex = await page
      .locator('main [tabindex]:not([tabindex^="-"]):not([tabindex="0"])')
      .count()
    if (positiveTabindex > 0) outOfOrder.push(`${path}: ${positiveTabindex} positive tabindex`)
  }
  expect(outOfOrder).toEqual([])
})
