import { expect, test } from '@playwright/test'

import { seededArticle } from './helpers'

test('robots.txt and the sitemap index at /sitemap.xml list a sitemap per language; the German sitemap and llms.txt list published articles', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\/de\.xml/)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\/ja\.xml/)

  const article = await seededArticle(request, (a) => a.audience === 'patient')
  const sitemap = await request.get('/sitemap/de.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  expect(xml).toContain(`/article/${article.id}</loc>`)
  expect(xml).toContain('hreflang="x-default"')

  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  const indexXml = await index.text()
  expect(indexXml).toContain('<sitemapindex')
  expect(indexXml).toMatch(/<loc>[^<]*\/sitemap\/de\.xml<\/loc>/)
  expect(indexXml.match(/<sitemap>/g)?.length).toBe(45)

  const llms = await request.get('/llms.txt')
  expect(llms.headers()['content-type']).toContain('text/markdown')
  expect(await llms.text()).toContain(`/article/${article.id})`)
})

test('an article page has canonical, hreflang, Open Graph and valid JSON-LD; feeds and the share card answer', async ({
  page,
  request,
}) => {
  const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
  await page.goto(`/article/${article.id}`)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(new RegExp(`/article/${article.id}$`))
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    canonical!,
  )
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>)
  const articleLd = data.find((d) => d['@type'] === 'MedicalScholarlyArticle')!
  expect(articleLd).toMatchObject({
    '@context': 'https://schema.org',
    isAccessibleForFree: false,
    author: { '@type': 'Person' },
  })
  expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy()

  const image = await page.locator('meta[property="og:image"]').first().getAttribute('content')
  const imageResponse = await request.get(new URL(image!).pathname + new URL(image!).search)
  expect(imageResponse.status()).toBe(200)
  expect(imageResponse.headers()['content-type']).toMatch(/^image\//)
  const card = await request.get(`/api/articles/${article.id}/og-image.png?locale=de`)
  expect(card.headers()['content-type']).toBe('image/png')

  const rss = await request.get('/feeds/de/rss.xml')
  expect(rss.headers()['content-type']).toContain('application/rss+xml')
  expect(await rss.text()).toContain(`/article/${article.id}</link>`)
  expect((await request.get('/feeds/de/studies/atom.xml')).status()).toBe(200)
  expect((await request.get('/feeds/de/nope/atom.xml')).status()).toBe(404)
})

test('home and category pages name their canonical URL and feeds; the sitemap their languages', async ({
  page,
  request,
}) => {
  await page.goto('/en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/)
  // Pages every language has list their 46 hreflang alternates in the sitemaps only.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
  const sitemap = await (await request.get('/sitemap/en.xml')).text()
  const categoryEntry = sitemap.match(
    /<url>\s*<loc>[^<]*\/en\/category\/studies<\/loc>[\s\S]*?<\/url>/,
  )
  expect(categoryEntry?.[0].match(/hreflang=/g)).toHaveLength(46)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/feeds\/en\/rss\.xml$/,
  )
  await page.goto('/category/studies')
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/feeds\/de\/studies\/atom\.xml$/,
  )
  const breadcrumbs = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).map((t) => JSON.parse(t) as { '@type': string; itemListElement?: unknown[] })
  expect(breadcrumbs.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(2)
})
