import { expect, test, type Page } from '@playwright/test'

import { formatStudioDateTime } from '../../../src/lib/admin/studioDate'
import { cms, createDraft, paragraph, richText, SHOTS, studioPage } from './studio'

/**
 * The studio walkthrough, versions: the version list names who made each version, the
 * compare view shows the text's changes word by word (its language toggle fits the
 * window), and every date of both reads in Berlin time (the list, the breadcrumb and the
 * API's moment agree).
 */

type Version = { id: number; updatedAt: string }

test.describe('an editor sees what changed between two versions of an article', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let articleId: number | undefined

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
  })
  test.afterAll(async () => {
    if (articleId) await cms(page, 'DELETE', `/articles/${articleId}?trash=true`).catch(() => {})
    await page.close()
  })

  test('the list names the author, the compare view the changed words (also for a publication of an unchanged draft), all in Berlin time', async () => {
    articleId = await createDraft(page, 'Versionen')
    await cms(page, 'PATCH', `/articles/${articleId}?draft=true&locale=de`, {
      body: richText([
        paragraph('Ein langer Text über Fluorid.'),
        paragraph('Ein neuer zweiter Absatz.'),
      ]),
      _status: 'draft',
    })
    // Published as it stands: a version that differs from the one before in its status only.
    await cms(page, 'PATCH', `/articles/${articleId}?draft=false&locale=de`, {
      _status: 'published',
    })
    const { docs } = await cms<{ docs: Version[] }>(
      page,
      'GET',
      `/articles/versions?where[parent][equals]=${articleId}&sort=-updatedAt&depth=0&limit=1`,
    )
    const newest = docs[0]!
    const berlin = formatStudioDateTime(newest.updatedAt)

    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/admin/collections/articles/${articleId}/versions`)
      const table = page.locator('.versions table, .table table').first()
      await expect(table).toBeVisible({ timeout: 30_000 })
      await expect(table.locator('thead')).toContainText('Bearbeitet von')
      await expect(table.locator('[data-version-editor]').first()).toHaveText('Erik Editor')
      await expect(table.locator('tbody tr').first()).toContainText(berlin)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/versions-list-${width}.png` })

      await page.goto(`/admin/collections/articles/${articleId}/versions/${newest.id}`)
      const diff = page.getByTestId('body-word-diff')
      await expect(diff).toBeVisible({ timeout: 30_000 })
      await expect(diff.locator('del').first()).toContainText('kurzer')
      await expect(diff.locator('ins').first()).toContainText('langer')
      await expect(diff).toContainText('Ein neuer zweiter Absatz.')
      await expect(diff).toContainText(/\d+ Wörter hinzugefügt, 1 Wort entfernt/)
      // The breadcrumb names the same moment as the list, in Berlin time.
      await expect(page.locator('.step-nav')).toContainText(berlin)
      // The language toggle names all 45 languages and wraps within the page.
      const languages = page.locator('.view-version__toggle-locales')
      await expect(languages).toContainText(/de, en, .*, is$/)
      const fit = await languages.evaluate((toggle) => ({
        right: toggle.getBoundingClientRect().right,
        viewport: document.documentElement.clientWidth,
        page: document.documentElement.scrollWidth,
      }))
      expect(fit.right, 'the language toggle ends inside the window').toBeLessThanOrEqual(
        fit.viewport,
      )
      expect(fit.page, 'the compare view does not scroll sideways').toBeLessThanOrEqual(width)
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/versions-diff-${width}.png`, fullPage: true })
    }
  })
})
