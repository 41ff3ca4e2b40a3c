import { expect, test, type Page } from '@playwright/test'

import { formatStudioDateTime } from '../../../src/lib/admin/studioDate'
import { cms, createDraft, createTableArticle, SHOTS, studioPage, WIDE } from './studio'

/**
 * The studio walkthrough, articles and editing: the start page says what to do next beside
 * the open navigation, the article list filters by status, names every category and finds
 * words of the text, list and start page write dates alike in German time, an article with
 * a table reads well on a phone, and typing in a draft is saved by itself.
 */
/** The studio navigation's link to the article list (a link only while the navigation is usable). */
const navArticlesLink = (page: Page) =>
  page.locator('aside.nav').getByRole('link', { name: 'Artikel', exact: true })

/**
 * The navigation is open beside the page: marked open and not inert, fully opaque, its
 * article link clickable (nothing covers it), and the page's content starts right of it.
 */
async function expectNavOpenBesidePage(page: Page) {
  const nav = page.locator('aside.nav')
  await expect(nav).toHaveClass(/nav--nav-open/, { timeout: 30_000 })
  await expect(nav).not.toHaveAttribute('inert')
  await expect(nav).toHaveCSS('opacity', '1')
  await navArticlesLink(page).click({ trial: true, timeout: 5_000 })
  const navBox = (await nav.boundingBox())!
  const contentBox = (await page.locator('.template-default__wrap').boundingBox())!
  expect(navBox.width).toBeGreaterThan(150)
  expect(contentBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width - 1)
  expect(contentBox.x + contentBox.width).toBeLessThanOrEqual(page.viewportSize()!.width + 1)
}

test.describe('an editor works on articles in the studio', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let articleId: number
  let tableTitle: string
  const word = `Quarzplex${Date.now().toString(36)}`

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
  })
  test.afterAll(async () => {
    if (articleId) await cms(page, 'DELETE', `/articles/${articleId}?trash=true`).catch(() => {})
    await page.close()
  })

  test('the start page offers "Neuer Artikel" first, own drafts, failed jobs and recent changes, beside the navigation', async () => {
    await page.goto('/admin')
    const start = page.getByTestId('studio-start')
    await expect(start).toBeVisible({ timeout: 30_000 })
    const first = start.locator('a').first()
    await expect(first).toHaveText('Neuer Artikel')
    for (const heading of ['Ihre Entwürfe', 'Fehlgeschlagene Aufträge', 'Letzte Änderungen'])
      await expect(start.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.getByTestId('recent-changes').locator('tbody tr')).toHaveCount(10)
    await expect(page.getByTestId('recent-changes').locator('tbody tr').first()).toContainText(
      /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
    )
    // The navigation is open beside the page at 1280 px (Payload alone closes it up to 1440 px).
    await expectNavOpenBesidePage(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/start-1280.png`, fullPage: true })
    // Closed with the menu button it is closed (the check above would fail) ...
    await page.locator('.template-default__nav-toggler').click()
    await expect(page.locator('aside.nav')).not.toHaveClass(/nav--nav-open/)
    await expect(page.locator('aside.nav')).toHaveAttribute('inert')
    // ... and nothing stored keeps it closed: the next page load opens it again, also at the
    // other laptop widths up to Payload's 1440 px.
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: WIDE.height })
      await page.reload()
      await expectNavOpenBesidePage(page)
    }
    await page.setViewportSize(WIDE)
  })

  test('an article with a table is created and found in the list by a word of its text', async () => {
    ;({ id: articleId, title: tableTitle } = await createTableArticle(page, word))

    await page.goto('/admin/collections/articles')
    await expect(page.locator('[data-status-tab]')).toHaveCount(4, { timeout: 30_000 })
    // every row names its category, also the rows below the fold
    const categories = await page.locator('[data-category-cell]').allInnerTexts()
    expect(categories.length).toBeGreaterThan(5)
    for (const name of categories) expect(name).not.toMatch(/^(–|Kategorie \d+)$/)
    await expect(page.getByText(/ohne Kategorie|<Kein Kategorie>/)).toHaveCount(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-list-1280.png`, fullPage: true })

    // the search box finds the word of the body (not in title, slug or author)
    await page.goto(`/admin/collections/articles?search=${word.toLowerCase()}`)
    await expect(page.locator('.table tbody tr')).toHaveCount(1, { timeout: 30_000 })
    await expect(page.locator('.table tbody tr').first()).toContainText('Tabellenartikel')

    // the status tab "Entwürfe" filters by the URL, the search text kept
    await page.locator('[data-status-tab="draft"]').click()
    await expect(page).toHaveURL(
      /where%5B_status%5D%5Bequals%5D=draft|where\[_status\]\[equals\]=draft/,
    )
    await expect(page.locator('[data-status-tab="draft"]')).toHaveAttribute('aria-current', 'page')
  })

  test('list and start page write the same moment alike: dd.MM.yyyy HH:mm, German time, whatever the browser', async ({
    browser,
  }) => {
    const { publishedAt } = await cms<{ publishedAt: string }>(
      page,
      'GET',
      `/articles/${articleId}?depth=0`,
    )
    // a browser in New York: Payload's own cell would write New York time here
    const context = await browser.newContext({
      viewport: WIDE,
      timezoneId: 'America/New_York',
      storageState: await page.context().storageState(),
    })
    const away = await context.newPage()
    await away.goto(`/admin/collections/articles?search=${word.toLowerCase()}`)
    const row = away.locator('.table tbody tr').first()
    await expect(row).toContainText('Tabellenartikel', { timeout: 30_000 })
    await expect(row.locator(`[data-studio-date="${publishedAt}"]`)).toHaveText(
      formatStudioDateTime(publishedAt),
    )
    // the start page's list of changes writes the same moment in the same form and zone
    await away.goto('/admin')
    const change = away
      .getByTestId('recent-changes')
      .locator('tbody tr', { hasText: tableTitle })
      .first()
    await expect(change).toBeVisible({ timeout: 30_000 })
    const { docs } = await cms<{ docs: { updatedAt: string }[] }>(
      page,
      'GET',
      `/articles/versions?where[parent][equals]=${articleId}&sort=-updatedAt&limit=1&depth=0`,
    )
    await expect(change.locator('td').first()).toHaveText(formatStudioDateTime(docs[0]!.updatedAt))
    await context.close()
  })

  test('the table reads on a 360 px phone: it scrolls inside itself, the page does not', async ({
    browser,
  }) => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } })
    await phone.goto(`/article/${articleId}`)
    const region = phone.locator('.rt-table')
    await expect(region).toBeVisible({ timeout: 30_000 })
    await expect(region.locator('caption')).toHaveText('Tabelle 1: Ergebnisse nach zwölf Monaten')
    await expect(region.locator('thead th[scope="col"]')).toHaveCount(8)
    await expect(region.locator('tbody th[scope="row"]')).toHaveCount(2)
    const sizes = await region.evaluate((el) => ({
      inner: el.scrollWidth,
      outer: el.clientWidth,
      page: document.documentElement.scrollWidth,
    }))
    expect(sizes.inner).toBeGreaterThan(sizes.outer)
    expect(sizes.page).toBeLessThanOrEqual(360)
    if (SHOTS) await region.screenshot({ path: `${SHOTS}/table-360.png` })
    await phone.close()
  })

  test('typing in a draft is saved by itself, without a button', async () => {
    const draft = await createDraft(page, 'Autosave')
    await page.goto(`/admin/collections/articles/${draft}`)
    const abstract = page.locator('#field-abstract')
    await expect(abstract).toBeVisible({ timeout: 30_000 })
    const typed = `Automatisch gesichert ${Date.now()}`
    await abstract.fill(typed)
    // no save button pressed: the autosave writes a draft version within a few seconds
    await expect
      .poll(
        async () =>
          (await cms<{ abstract: string }>(page, 'GET', `/articles/${draft}?draft=true&depth=0`))
            .abstract,
        { timeout: 30_000 },
      )
      .toBe(typed)
    const versions = await cms<{ docs: { autosave?: boolean }[] }>(
      page,
      'GET',
      `/articles/versions?where[parent][equals]=${draft}&depth=0`,
    )
    expect(versions.docs.some((v) => v.autosave === true)).toBe(true)
    await cms(page, 'DELETE', `/articles/${draft}?trash=true`)
  })
})
