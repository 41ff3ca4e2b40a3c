import { expect, test } from '@playwright/test'

import { loadSeedArticles } from '../../scripts/seed/content'
import { lastParagraph, seededArticle, snippet } from './helpers'

test('doctor home shows the banner, the featured article and the 8 latest', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evidenzbasierte Zahnmedizin' }),
  ).toBeVisible()
  const featured = (await (
    await page.request.get('/api/articles/featured?locale=de-DE&audience=doctor')
  ).json()) as { title: string }[]
  await expect(page.getByRole('heading', { level: 2, name: featured[0]!.title })).toBeVisible()
  const latest = page.getByRole('region', { name: 'Neueste Beiträge' })
  await expect(latest.getByRole('listitem')).toHaveCount(8)
  await expect(
    page.getByRole('region', { name: 'Weitere Schlagzeilen' }).locator('article'),
  ).toHaveCount(2)
  const trending = (await (
    await page.request.get('/api/articles/trending?locale=de-DE&audience=doctor')
  ).json()) as { id: number }[]
  // Card lists never repeat an article; trending shows 5 of those not shown above it.
  // Every card is an <article>, and nothing else on the page is one.
  const cards = page.getByRole('main').locator('article')
  const cardLinks = await cards
    .locator('a[href*="/article/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))])
  const cardCount = await cards.count()
  expect(cardLinks).toHaveLength(cardCount)
  const trendingCards = page.getByRole('region', { name: 'Im Trend' }).locator('article')
  const trendingLinks = await trendingCards
    .locator('a[href*="/article/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))])
  const shownAbove = cardLinks.filter((path) => !trendingLinks.includes(path))
  const candidates = trending.filter((a) => !shownAbove.includes(`/article/${a.id}`))
  await expect(trendingCards).toHaveCount(Math.min(5, candidates.length))
  await expect(page.getByRole('link', { name: 'Mitglied werden' }).first()).toBeVisible()
})

test('an article page shows the whole free article with its sidebar', async ({ page, request }) => {
  const article = await seededArticle(request, (a) => a.audience === 'patient')
  await page.goto(`/article/${article.id}`)
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByText(article.author).first()).toBeVisible()
  await expect(page.getByTestId('article-body')).toContainText(snippet(lastParagraph(article.body)))
  await expect(page.getByTestId('premium-gate')).toHaveCount(0)
  await expect(page.getByTestId('popular-categories')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Neueste Beiträge' }).getByRole('listitem'),
  ).toHaveCount(4)
})

test('a doctor category page lists its articles with the count', async ({ page, request }) => {
  const list = (await (
    await request.get('/api/articles/category/studies?locale=de-DE')
  ).json()) as unknown[]
  await page.goto('/category/studies')
  await expect(page.getByRole('heading', { level: 1, name: 'Studien aktuell' })).toBeVisible()
  await expect(page.getByTestId('article-count')).toHaveText(`${list.length} Artikel gefunden`)
  await expect(page.getByRole('main').locator('article')).toHaveCount(list.length)
})

test('cards show Empfohlen and Video verfügbar exactly for featured and video articles, never at random', async ({
  page,
  request,
}) => {
  for (const category of ['deep-research', 'playbooks']) {
    const list = (await (
      await request.get(`/api/articles/category/${category}?locale=de-DE`)
    ).json()) as { featured: number; hasVideo: boolean }[]
    await page.goto(`/category/${category}`)
    const cards = page.getByRole('main').locator('article')
    await expect(cards.filter({ hasText: 'Video verfügbar' })).toHaveCount(
      list.filter((a) => a.hasVideo).length,
    )
    await expect(cards.filter({ hasText: 'Empfohlen' })).toHaveCount(
      list.filter((a) => a.featured === 1).length,
    )
  }
  expect(
    loadSeedArticles().some(
      (a) => a.hasVideo && ['deep-research', 'playbooks'].includes(a.category),
    ),
  ).toBe(true)
})

test('the patient home uses the patient header and links to the dentist search', async ({
  page,
}) => {
  await page.goto('/patient')
  await expect(page.getByRole('link', { name: 'Zahnarzt finden' }).first()).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Vorsorge' }),
  ).toBeVisible()
  await expect(page.locator('.theme-patient')).toHaveCount(1)
  await page.goto('/patient/category/prevention')
  await expect(page.getByRole('heading', { level: 1, name: 'Vorsorge' })).toBeVisible()
})

test("unknown paths answer 404 with the not-found page in the reader's language", async ({
  page,
}) => {
  for (const path of [
    '/gibt-es/nicht',
    '/apix',
    '/administrator',
    '/category/prevention',
    '/patient/category/studies',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
      path,
    ).toBeVisible()
    await expect(page, path).toHaveTitle(/Seite nicht gefunden/)
  }
  expect((await page.goto('/en/gibt-es/nicht'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  const article = await page.goto('/article/987654')
  expect(article?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' }),
  ).toBeVisible()
  expect((await page.goto('/en/article/987654'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible()
})

test('the language switcher opens the same page in English', async ({ page }) => {
  await page.goto('/category/studies')
  await page.getByRole('button', { name: 'Sprache wählen' }).click()
  await page.getByPlaceholder('Sprache suchen …').fill('Engl')
  await page.getByRole('option', { name: /English/ }).click()
  await expect(page).toHaveURL(/\/en\/category\/studies$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Current Studies' })).toBeVisible()
  await page.goto('/en')
  await expect(page.getByRole('region', { name: 'Latest Posts' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
})

test('German legal pages live at German addresses; the old English paths answer 301 there', async ({
  page,
  request,
}) => {
  const moves = [
    ['/imprint', '/impressum'],
    ['/privacy', '/datenschutz'],
    ['/terms', '/nutzungsbedingungen'],
  ] as const
  for (const [old, german] of moves) {
    for (const from of [old, `/de${old}`]) {
      const moved = await request.get(`${from}?von=lesezeichen`, { maxRedirects: 0 })
      expect(moved.status(), from).toBe(301)
      const target = new URL(moved.headers()['location']!, 'http://journal.test')
      expect(`${target.pathname}${target.search}`, from).toBe(`${german}?von=lesezeichen`)
    }
    const response = await page.goto(german)
    expect(response?.status(), german).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${german}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`[^/]${german}$`),
    )
    // Other languages keep the English path.
    expect((await request.get(`/en${old}`)).status(), `/en${old}`).toBe(200)
  }
  // The footer links the German addresses.
  await page.goto('/impressum')
  await expect(page.locator('footer').getByRole('link', { name: 'Impressum' })).toHaveAttribute(
    'href',
    '/impressum',
  )
  await expect(page.locator('footer').getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    '/datenschutz',
  )
})

test('right-to-left languages set dir="rtl"', async ({ page }) => {
  await page.goto('/ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})

test('static pages: German on /impressum, English on /en/imprint, English with a note on /ja/imprint', async ({
  page,
}) => {
  const article = page.locator('main article')
  const note = page.getByTestId('legal-language-note')
  for (const path of ['/about', '/impressum', '/datenschutz', '/nutzungsbedingungen']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(article, path).toHaveAttribute('lang', 'de')
    await expect(note, path).toHaveCount(0)
  }
  await page.goto('/impressum')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Impressum')
  await expect(page).toHaveTitle(/^Impressum · /)

  await page.goto('/en/imprint')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(article).toHaveAttribute('lang', 'en')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Legal Notice')
  await expect(note).toHaveCount(0)

  await page.goto('/ja/imprint')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(article).toHaveAttribute('lang', 'en')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Legal Notice')
  await expect(page).toHaveTitle(/^Legal Notice · /)
  await expect(note).toContainText('英語で表示しています')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/imprint$/)
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveCount(0)
  await note.getByRole('link').click()
  await expect(page).toHaveURL(/\/impressum$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Impressum')

  // the About page is not legally binding: English without a note
  await page.goto('/ja/about')
  await expect(article).toHaveAttribute('lang', 'en')
  await expect(note).toHaveCount(0)

  // English inside a right-to-left edition keeps left-to-right
  await page.goto('/ar/privacy')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(article).toHaveAttribute('dir', 'ltr')
  await expect(note).toContainText('الألمانية')
})
