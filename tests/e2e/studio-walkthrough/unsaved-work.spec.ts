import { expect, test, type Page } from '@playwright/test'

import { cms, studioPage } from './studio'

/**
 * The studio walkthrough, nothing typed is lost: a new article becomes a draft from its
 * first words (no button) while the field being typed in keeps the focus, the browser keeps
 * unsaved text and offers it back after a reload, and leaving unsaved changes asks first.
 */

/** The article editor's text area (Lexical). */
const bodyEditor = (page: Page) =>
  page.locator('.field-type.rich-text-lexical [contenteditable="true"]').first()

/** The saved German draft's body of article `id` (Lexical JSON). */
const draftBody = async (page: Page, id: number) =>
  (await cms<{ body: unknown }>(page, 'GET', `/articles/${id}?draft=true&depth=0&locale=de`)).body

/** Whether leaving the page now would ask first (a `beforeunload` handler refuses). */
const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  })

test.describe('an editor never loses a new article', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let articleId: number | undefined

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
    // A reload while changes are unsaved raises the browser's question: answer "leave".
    page.on('dialog', (dialog) => void dialog.accept())
  })
  test.afterAll(async () => {
    if (articleId) await cms(page, 'DELETE', `/articles/${articleId}?trash=true`).catch(() => {})
    await page.close()
  })

  test('a new article typed for a few seconds is a draft without a button and survives a reload', async () => {
    await page.goto('/admin/collections/articles/create')
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    const title = `Nie verloren ${Date.now()}`
    await page.locator('#field-title').fill(title)
    await bodyEditor(page).click()
    await page.keyboard.type('Der erste Satz des neuen Artikels.')
    await expect.poll(() => leavingAsks(page)).toBe(true)

    // Saved as a draft at the first pause: the editor is now at the article's own address.
    await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 20_000 })
    articleId = Number(/\/articles\/(\d+)/.exec(page.url())![1])
    const saved = await cms<{ title: string; _status: string }>(
      page,
      'GET',
      `/articles/${articleId}?draft=true&depth=0&locale=de`,
    )
    expect(saved.title).toBe(title)
    expect(saved._status).toBe('draft')
    // Text typed while the new draft opened is put back, and the text field keeps the focus
    // with the caret at its end: typing on continues the sentence.
    await expect(bodyEditor(page)).toContainText('Der erste Satz des neuen Artikels.')
    await expect(bodyEditor(page)).toBeFocused({ timeout: 10_000 })
    await page.keyboard.type(' Und weiter.')
    await expect(bodyEditor(page)).toContainText('Der erste Satz des neuen Artikels. Und weiter.')
    await expect(page.locator('#field-title')).toHaveValue(title)
    // Autosaved: the server holds it all.
    await expect
      .poll(async () => JSON.stringify((await draftBody(page, articleId!)) ?? null), {
        timeout: 20_000,
      })
      .toContain('Der erste Satz des neuen Artikels. Und weiter.')

    await page.reload()
    await expect(page.locator('#field-title')).toHaveValue(title, { timeout: 30_000 })
    await expect(bodyEditor(page)).toContainText('Der erste Satz des neuen Artikels.')
    await expect(page.getByTestId('local-copy-offer')).toHaveCount(0)
  })

  test('text not yet saved when the tab reloads is offered back and restored', async () => {
    await bodyEditor(page).click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Ein zweiter Satz, noch nicht gesichert.')
    // Reloaded before the autosave's pause is over (it waits 3 s after the last change).
    await page.waitForTimeout(1_200)
    expect(await leavingAsks(page)).toBe(true)
    await page.reload()

    const offer = page.getByTestId('local-copy-offer')
    await expect(offer).toBeVisible({ timeout: 30_000 })
    await expect(offer).toContainText('Ungespeicherter Text gefunden')
    await expect(offer).toContainText('Ein zweiter Satz, noch nicht gesichert.')
    await expect(bodyEditor(page)).not.toContainText('Ein zweiter Satz')
    await offer.getByRole('button', { name: 'Wiederherstellen' }).click()
    await expect(offer).toHaveCount(0)
    await expect(bodyEditor(page)).toContainText('Ein zweiter Satz, noch nicht gesichert.', {
      timeout: 15_000,
    })
    // Restored text counts as a change: the autosave keeps it on the server.
    await expect
      .poll(async () => JSON.stringify(await draftBody(page, articleId!)), { timeout: 20_000 })
      .toContain('Ein zweiter Satz, noch nicht gesichert.')
    await expect.poll(() => leavingAsks(page), { timeout: 20_000 }).toBe(false)
  })
})
