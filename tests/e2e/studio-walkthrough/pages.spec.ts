import { expect, test, type Browser, type Page } from '@playwright/test'

import { cms, paragraph, restoreShownVersion, richText, SHOTS, studioPage } from './studio'

/**
 * The studio walkthrough, static pages: saving the imprint no longer goes live at once.
 * Typing is autosaved as a draft that only the editor's preview shows, readers keep the
 * published text until "Veröffentlichen", and every published text stays a revision that
 * the Versions view restores.
 */
type PageDoc = { id: number; title: string; content: unknown; _status?: string }

/** The German title a reader sees on a static page (a fresh browser, not signed in). */
async function readerTitle(browser: Browser, path: string): Promise<string> {
  const reader = await browser.newPage()
  try {
    await reader.goto(path)
    return (await reader.locator('article h1').innerText()).trim()
  } finally {
    await reader.close()
  }
}

test.describe('an editor drafts, publishes and restores static pages', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let imprint: PageDoc

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
    const { docs } = await cms<{ docs: PageDoc[] }>(
      page,
      'GET',
      '/pages?where[slug][equals]=imprint&locale=de&depth=0',
    )
    imprint = docs[0]!
  })
  test.afterAll(async () => {
    // whatever happened above, the imprint leaves with its seeded title, published
    if (imprint)
      await cms(page, 'PATCH', `/pages/${imprint.id}?locale=de&draft=false`, {
        title: imprint.title,
        _status: 'published',
      }).catch(() => {})
    await page.close()
  })

  test('a static page goes back to an older revision', async () => {
    const { docs } = await cms<{ docs: { id: number; content: unknown }[] }>(
      page,
      'GET',
      '/pages?where[slug][equals]=about&locale=de&depth=0',
    )
    const about = docs[0]!
    await cms(page, 'PATCH', `/pages/${about.id}?locale=de`, {
      content: richText([paragraph('Versehentlich überschrieben.')]),
    })
    await page.goto(`/admin/collections/pages/${about.id}/versions`)
    const rows = page.locator('.table tbody tr')
    await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 })
    await rows.nth(1).locator('a').first().click()
    await restoreShownVersion(page)
    await expect
      .poll(
        async () =>
          (await cms<{ content: unknown }>(page, 'GET', `/pages/${about.id}?locale=de&depth=0`))
            .content,
        { timeout: 30_000 },
      )
      .toEqual(about.content)
  })

  test('typing in the imprint is autosaved as a draft: the preview shows it, readers keep the published text until it is published', async ({
    browser,
  }) => {
    await page.goto(`/admin/collections/pages/${imprint.id}`)
    const title = page.locator('#field-title')
    await expect(title).toBeVisible({ timeout: 30_000 })
    const typed = `Impressum (Entwurf ${Date.now()})`
    await title.fill(typed)
    // no button pressed: the autosave writes a draft version within a few seconds
    await expect
      .poll(
        async () =>
          (await cms<PageDoc>(page, 'GET', `/pages/${imprint.id}?draft=true&locale=de&depth=0`))
            .title,
        { timeout: 30_000 },
      )
      .toBe(typed)
    const versions = await cms<{ docs: { autosave?: boolean }[] }>(
      page,
      'GET',
      `/pages/versions?where[parent][equals]=${imprint.id}&depth=0`,
    )
    expect(versions.docs.some((v) => v.autosave === true)).toBe(true)

    // readers still read the published imprint; the editor's preview shows the draft
    expect(await readerTitle(browser, '/imprint')).toBe(imprint.title)
    await page.goto('/preview/page/imprint')
    await expect(page.locator('article h1')).toHaveText(typed, { timeout: 30_000 })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-preview-1280.png` })
    const visitor = await browser.newPage()
    expect((await visitor.goto('/preview/page/imprint'))!.status()).toBe(404)
    await visitor.close()

    // back in the editor (it opens the draft), "Veröffentlichen": now readers read it
    await page.goto(`/admin/collections/pages/${imprint.id}`)
    await expect(title).toHaveValue(typed, { timeout: 30_000 })
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/page-editor-draft-1280.png`, fullPage: true })
    await page.locator('#action-save').click()
    await expect.poll(async () => readerTitle(browser, '/imprint'), { timeout: 30_000 }).toBe(typed)
  })

  test('the Versions view restores an older page revision, and readers read it again', async ({
    browser,
  }) => {
    const { docs } = await cms<{ docs: { id: string; version: { title: string } }[] }>(
      page,
      'GET',
      `/pages/versions?where[parent][equals]=${imprint.id}&where[version._status][equals]=published&sort=-updatedAt&locale=de&depth=0`,
    )
    // the newest published revision is the current text; the one before it is the seeded title
    const older = docs.find((v) => v.version.title === imprint.title)
    expect(older, 'an older published revision with the seeded title').toBeDefined()

    await page.goto(`/admin/collections/pages/${imprint.id}/versions`)
    const rows = page.locator('.table tbody tr')
    await expect(rows.nth(2)).toBeVisible({ timeout: 30_000 })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-versions-1280.png`, fullPage: true })
    await page.locator(`.table a[href$="/versions/${older!.id}"]`).first().click()
    await restoreShownVersion(page)
    await expect
      .poll(
        async () =>
          (await cms<PageDoc>(page, 'GET', `/pages/${imprint.id}?locale=de&depth=0`)).title,
        { timeout: 30_000 },
      )
      .toBe(imprint.title)
    await expect
      .poll(async () => readerTitle(browser, '/imprint'), { timeout: 30_000 })
      .toBe(imprint.title)
    if (SHOTS) {
      await page.goto(`/admin/collections/pages/${imprint.id}`)
      await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
      await page.screenshot({ path: `${SHOTS}/page-editor-1280.png`, fullPage: true })
    }
  })
})
