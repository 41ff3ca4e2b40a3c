import { expect, test, type Page } from '@playwright/test'

import { cms, createDraft, createTableArticle, studioPage } from './studio'

/**
 * The studio walkthrough, planning and the trash: a draft planned in the publish menu is
 * listed under "Geplant" and on the start page and is published by the workers at its time;
 * a deleted article waits in the trash, away from readers, until it is restored.
 */
/** Opens the article's editor and its "Veröffentlichung planen" drawer; returns the drawer. */
async function openScheduleDrawer(page: Page, articleId: number | string) {
  await page.goto(`/admin/collections/articles/${articleId}`)
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.getByRole('dialog', { name: /schedule-publish/ })
  await expect(drawer.getByText('Bevorstehende Ereignisse')).toBeVisible({ timeout: 30_000 })
  return drawer
}

test.describe('an editor plans publications and uses the trash', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let articleId: number

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
    ;({ id: articleId } = await createTableArticle(page, `Papierkorb${Date.now().toString(36)}`))
  })
  test.afterAll(async () => {
    if (articleId) await cms(page, 'DELETE', `/articles/${articleId}?trash=true`).catch(() => {})
    await page.close()
  })

  test('a draft planned for a later day is listed under "Geplant" and on the start page, with its time in German', async () => {
    const draft = await createDraft(page, 'Später geplant')
    const { title } = await cms<{ title: string }>(
      page,
      'GET',
      `/articles/${draft}?draft=true&depth=0`,
    )
    const drawer = await openScheduleDrawer(page, draft)
    await drawer.getByText('Veröffentlichen', { exact: true }).click({ timeout: 30_000 })
    await drawer.getByRole('textbox').first().click({ timeout: 30_000 })
    // the first day of next month at 10:00
    await page.locator('.react-datepicker__navigation--next').click()
    await page
      .locator(
        '.react-datepicker__day:not(.react-datepicker__day--disabled):not(.react-datepicker__day--outside-month)',
      )
      .first()
      .click()
    await page.locator('.react-datepicker__time-list-item', { hasText: /^10:00$/ }).click()
    // the picked moment reads like every studio date (admin.dateFormat), not "Dec 1, 2026 10:00 AM"
    await expect(drawer.getByRole('textbox').first()).toHaveValue(/^01\.\d{2}\.\d{4} 10:00$/)
    await drawer.locator('#scheduled-publish-save').click({ timeout: 30_000 })
    await expect(page.getByText('Erfolgreich geplant.')).toBeVisible({ timeout: 30_000 })

    // the start page lists it with the time it goes online
    await page.goto('/admin')
    const entry = page.getByTestId('scheduled-articles').locator('li', { hasText: title })
    await expect(entry).toBeVisible({ timeout: 30_000 })
    // 10:00 as picked: the picker and the list both speak Berlin time (admin.timezones),
    // whatever the editor's browser clock says.
    await expect(entry).toContainText(/erscheint am 01\.\d{2}\.\d{4} 10:00 \(Berliner Zeit\)/)

    // the article list's tab "Geplant" counts and shows it
    await page.goto('/admin/collections/articles')
    const tab = page.locator('[data-status-tab="scheduled"]')
    await expect(tab).toHaveText(/^Geplant \([1-9]\d*\)$/, { timeout: 30_000 })
    await tab.click()
    await expect(page.locator('[data-status-tab="scheduled"]')).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('.table tbody tr', { hasText: title })).toHaveCount(1)
    await cms(page, 'DELETE', `/articles/${draft}?trash=true`)
  })

  test('a draft planned for the next free minute of the picker is published by the workers', async () => {
    test.setTimeout(9 * 60_000)
    const draft = await createDraft(page, 'Geplant')
    const drawer = await openScheduleDrawer(page, draft)
    // Payload's styled radio covers the input: choose by its label.
    await drawer.getByText('Veröffentlichen', { exact: true }).click({ timeout: 30_000 })
    await expect(drawer.getByRole('radio', { name: 'Veröffentlichen', exact: true })).toBeChecked()
    await drawer.getByRole('textbox').first().click({ timeout: 30_000 })
    // the earliest time still open today (every five minutes, on a 24-hour clock)
    const slot = page
      .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
      .first()
    await expect(slot).toHaveText(/^\d{2}:\d{2}$/)
    await slot.click({ timeout: 30_000 })
    await drawer.locator('#scheduled-publish-save').click({ timeout: 30_000 })
    await expect(page.getByText('Erfolgreich geplant.')).toBeVisible({ timeout: 30_000 })
    expect(
      (await cms<{ _status: string }>(page, 'GET', `/articles/${draft}?depth=0`))._status,
    ).toBe('draft')
    // the worker publishes it once the time has come (at most five minutes and one poll)
    await expect
      .poll(
        async () =>
          (await cms<{ _status: string }>(page, 'GET', `/articles/${draft}?depth=0`))._status,
        { timeout: 7 * 60_000, intervals: [5_000] },
      )
      .toBe('published')
    const reader = await page.context().browser()!.newPage()
    expect((await reader.goto(`/article/${draft}`))!.status()).toBe(200)
    await reader.close()
    await cms(page, 'DELETE', `/articles/${draft}?trash=true`)
  })

  test('a deleted article waits in the trash, away from readers, until it is restored', async () => {
    await page.goto(`/admin/collections/articles/${articleId}`)
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    // the document's "…" menu (the publish button has a menu of its own)
    await page.locator('.doc-controls__dots').click()
    await page.getByRole('button', { name: 'Löschen' }).first().click()
    const dialog = page.locator('dialog, [role="dialog"], .confirmation-modal').last()
    await dialog
      .getByRole('button', { name: /Bestätigen|Löschen/ })
      .last()
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/articles\/?(\?.*)?$/, { timeout: 30_000 })

    const reader = await page.context().browser()!.newPage()
    expect((await reader.goto(`/article/${articleId}`))!.status()).toBe(404)

    await page.goto('/admin/collections/articles/trash')
    await expect(page.getByText('Tabellenartikel').first()).toBeVisible({ timeout: 30_000 })
    await cms(page, 'PATCH', `/articles/${articleId}?trash=true`, { deletedAt: null })
    expect((await reader.goto(`/article/${articleId}`))!.status()).toBe(200)
    await reader.close()
  })
})
