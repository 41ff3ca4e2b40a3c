import { expect, test } from '@playwright/test'

import { seededArticle } from './helpers'

test('robots.txt lists a sitemap per language; the German sitemap and llms.txt list published articles', async ({ request }) => {
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

  const llms = await request.get('/llms.txt')
  expect(llms.headers()['content-type']).toContain('text/markdown')
  expect(await llms.text()).toContain(`/article/${article.id})`)
})
