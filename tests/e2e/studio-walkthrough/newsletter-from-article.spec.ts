import { expect, test, type Page } from '@playwright/test'

import { cms, createTableArticle, studioPage } from './studio'

/**
 * The studio walkthrough, "Als Newsletter senden": a published article becomes a newsletter
 * issue in one click (Ghost's post and email), which opens with the article in it and the
 * usual send confirmation; a draft never published offers no such button.
 */
test.describe('an editor sends a published article as a newsletter', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let articleId: number | undefined
  let issueId: number | undefined

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
  })
  test.afterAll(async () => {
    if (issueId) await cms(page, 'DELETE', `/newsletters/${issueId}`).catch(() => {})
    if (articleId) await cms(page, 'DELETE', `/articles/${articleId}?trash=true`).catch(() => {})
    await page.close()
  })

  test('one click makes an issue of the article and opens it for sending', async () => {
    const article = await createTableArticle(page, 'Rundbrief')
    articleId = article.id
    await page.goto(`/admin/collections/articles/${articleId}`)
    const button = page.locator('#action-send-as-newsletter')
    await expect(button).toBeVisible({ timeout: 30_000 })
    await expect(button).toHaveText('Als Newsletter senden')
    await button.click()

    await expect(page).toHaveURL(/\/admin\/collections\/newsletters\/\d+/, { timeout: 30_000 })
    issueId = Number(/\/newsletters\/(\d+)/.exec(page.url())![1])
    await expect(page.locator('#field-subject')).toHaveValue(article.title, { timeout: 30_000 })
    const issue = await cms<{ articles: number[]; audience: string; status: string }>(
      page,
      'GET',
      `/newsletters/${issueId}?depth=0`,
    )
    expect(issue.articles).toEqual([articleId])
    expect(issue.audience).toBe('patient')
    expect(issue.status).toBe('draft')
  })
})
