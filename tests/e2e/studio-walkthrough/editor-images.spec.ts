import { expect, test, type Page } from '@playwright/test'

import { cms, createDraft, SHOTS, studioPage } from './studio'

/**
 * The studio walkthrough, images in the text: an image file dragged from the desktop into
 * the article's text is placed where it was dropped and opens the upload form for it
 * (Payload's upload feature of the editor, part of the studio's editor features), as
 * editors know it from WordPress.
 */

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

test.describe('an editor drops an image into the text', () => {
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

  test('a dropped image file is placed in the text and opens the upload form', async () => {
    articleId = await createDraft(page, 'Bild im Text')
    await page.goto(`/admin/collections/articles/${articleId}`)
    const paragraph = page.locator('[data-lexical-editor="true"] p').first()
    await expect(paragraph).toBeVisible({ timeout: 30_000 })

    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], 'roentgenbild.png', { type: 'image/png' }))
      return transfer
    }, PNG)
    await paragraph.dispatchEvent('dragover', { dataTransfer })
    await paragraph.dispatchEvent('drop', { dataTransfer })

    // The upload form for the dropped file (alt text is required for every image) ...
    const drawer = page.locator('[id*="bulk-upload-drawer-slug"], .bulk-upload').first()
    await expect(drawer).toBeVisible({ timeout: 15_000 })
    await expect(drawer).toContainText('roentgenbild.png')
    // ... in the media library (alt text), not another upload collection
    await expect(drawer).toContainText('Alternativtext')
    await expect(drawer).not.toContainText('Externer CME-Nachweis')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-image-drop-1366.png` })
    // ... and the image waiting in the text where it was dropped.
    await expect(
      page.locator('[data-lexical-editor="true"] .LexicalEditorTheme__upload').first(),
    ).toBeAttached()
  })
})
