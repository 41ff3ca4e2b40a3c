import { expect, test, type Locator } from '@playwright/test'

import { seededArticle } from './helpers'

/**
 * German text shown on a right-to-left page (an article without a translation falls back
 * to the German original) runs left to right with its own `lang` and `dir`, while the page's
 * own interface stays right to left: punctuation stays at the end of a German line instead
 * of jumping to its start.
 */
const direction = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).direction)

test('on /ar the German cards and list titles are ltr, the Arabic interface rtl', async ({
  page,
}) => {
  await page.goto('/ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await direction(page.locator('header').first())).toBe('rtl')
  const germanTitles = page.locator('main h2[lang="de"], main h3[lang="de"], main a[lang="de"]')
  expect(await germanTitles.count()).toBeGreaterThan(0)
  for (const title of (await germanTitles.all()).slice(0, 5)) {
    await expect(title).toHaveAttribute('dir', 'ltr')
    expect(await direction(title)).toBe('ltr')
  }
})

test('on /he/article/{id} the German title, abstract, body and references are ltr', async ({
  page,
}) => {
  const article = await seededArticle(
    page.request,
    (a) => a.slug === 'parodontitis-und-diabetes-mellitus',
  )
  await page.goto(`/he/article/${article.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const title = page.locator('h1')
  await expect(title).toHaveAttribute('lang', 'de')
  expect(await direction(title)).toBe('ltr')
  expect(await direction(page.getByTestId('article-body').first())).toBe('ltr')
  expect(await direction(page.locator('article header p').first())).toBe('ltr')
  // The Hebrew interface around the German text stays right to left.
  expect(await direction(page.locator('header').first())).toBe('rtl')
  expect(await direction(page.locator('article time').first())).toBe('rtl')
})

test('the article API says which language its text is in', async ({ request }) => {
  const article = await seededArticle(
    request,
    (a) => a.slug === 'parodontitis-und-diabetes-mellitus',
  )
  const hebrew = await (await request.get(`/api/articles/${article.id}?locale=he-IL`)).json()
  const english = await (await request.get(`/api/articles/${article.id}?locale=en-US`)).json()
  expect([hebrew.textLocale, english.textLocale]).toEqual(['de', 'en'])
  const list = await (await request.get('/api/articles/latest?locale=ar-SA')).json()
  const locales = new Set((list as { textLocale: string }[]).map((a) => a.textLocale))
  expect([...locales].every((l) => l === 'de' || l === 'ar')).toBe(true)
})
