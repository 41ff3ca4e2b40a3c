import { expect, test, type Page } from '@playwright/test'

import { cms, createDraft, SHOTS, studioPage } from './studio'

/**
 * The studio walkthrough in German: the editor's `/` menu and table dialog, planning a
 * publication in one step (Berlin time, publish first), the content-language bar and the
 * trash's note say everything in German. Screenshots (when STUDIO_SHOTS_DIR is set) at 1366
 * and 1024 px.
 */
const ENGLISH =
  /\b(Table|Create|Rows|Columns|Paragraph|Insert|All|Time|Add|Delete)\b|\[object Object\]/

test.describe('the German studio', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let draft: number

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
    draft = await createDraft(page, 'Deutsch im Studio')
  })
  test.afterAll(async () => {
    if (draft) await cms(page, 'DELETE', `/articles/${draft}`).catch(() => {})
    await page.close()
  })

  test("the editor's / menu, table dialog and relationship button speak German", async () => {
    await page.goto('/admin/collections/articles/create')
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click({ timeout: 30_000 })
    await page.keyboard.type('/')
    const menu = page.locator('#slash-menu, .slash-menu-popup').first()
    await expect(menu).toBeVisible()
    await expect(menu).toContainText('Absatz')
    await expect(menu).toContainText('Tabelle')
    expect(await menu.innerText()).not.toMatch(ENGLISH)
    await menu.getByText('Tabelle', { exact: true }).click()
    const dialog = page.getByRole('dialog').filter({ hasText: 'Tabelle einfügen' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Zeilen')
    await expect(dialog).toContainText('Spalten')
    expect(await dialog.innerText()).not.toMatch(ENGLISH)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-table-dialog-1366.png` })
    await page.keyboard.press('Escape')
    const plus = page.locator('#field-category-add-new button, [id$="-add-new"] button').first()
    if (await plus.count())
      expect(await plus.getAttribute('aria-label')).not.toContain('[object Object]')
  })

  test('"Planen…" beside "Veröffentlichen" opens the plan, publish first, in Berlin time', async () => {
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/admin/collections/articles/${draft}`)
      await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
      await page.locator('#action-plan-publish').click()
      const drawer = page.getByRole('dialog', { name: /schedule-publish/ })
      await expect(drawer.getByText('Bevorstehende Ereignisse')).toBeVisible({ timeout: 30_000 })
      await expect(drawer.getByRole('radio', { name: 'Veröffentlichen' })).toBeChecked()
      await expect(drawer).toContainText('Berlin (MEZ/MESZ)')
      await expect(drawer).toContainText('Alle Sprachen')
      await drawer.getByRole('textbox').first().click()
      await expect(page.locator('.react-datepicker__header--time')).toContainText('Uhrzeit')
      await expect(
        page.locator('.react-datepicker__time-list-item', { hasText: /^10:01$/ }),
      ).toHaveCount(1)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-drawer-${width}.png` })
      expect(await drawer.innerText()).not.toMatch(ENGLISH)
      await page.keyboard.press('Escape')
    }
  })

  test('another content language is named in a coloured bar; a new document opens in German', async () => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/admin/collections/articles/${draft}?locale=en`)
    await expect(page.getByTestId('content-language-bar')).toHaveText(
      'Sie bearbeiten die Fassung auf Englisch (en), nicht die deutsche.',
      { timeout: 30_000 },
    )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-language-bar-1366.png` })
    await page.goto('/admin/collections/newsletters/create')
    await expect(page).toHaveURL(/locale=de/, { timeout: 30_000 })
    await expect(page.getByTestId('content-language-bar')).toHaveCount(0)
  })

  test('the trash says what deleting for good takes along and how restoring returns', async () => {
    await page.goto('/admin/collections/articles/trash')
    const note = page.getByTestId('article-trash-notice')
    await expect(note).toContainText('Quiz', { timeout: 30_000 })
    await expect(note).toContainText('Fortbildungspunkte')
    await expect(note).toContainText('als Entwurf')
  })
})
