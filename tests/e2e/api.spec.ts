import { expect, test } from '@playwright/test'

import type { ApiArticle } from './helpers'

test.describe('public content API', () => {
  test('featured, latest and trending answer lists of published articles', async ({ request }) => {
    const featured = (await (
      await request.get('/api/articles/featured?locale=de-DE')
    ).json()) as ApiArticle[]
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.every((a) => a.featured === 1)).toBe(true)
    const trending = (await (
      await request.get('/api/articles/trending?locale=de-DE&audience=patient')
    ).json()) as ApiArticle[]
    expect(trending.length).toBeGreaterThan(0)
    expect(trending.every((a) => a.trending === 1 && a.audience === 'patient')).toBe(true)
    const latest = (await (
      await request.get('/api/articles/latest?locale=en-US')
    ).json()) as ApiArticle[]
    expect(latest.length).toBeGreaterThan(8)
    expect(latest[0]).not.toHaveProperty('bodyHtml')
  })

  test('one article answers with bodyMd and bodyHtml; unknown ids are 404 JSON', async ({
    request,
  }) => {
    const [first] = (await (
      await request.get('/api/articles/latest?locale=de-DE&audience=patient')
    ).json()) as ApiArticle[]
    const article = await (await request.get(`/api/articles/${first!.id}?locale=de-DE`)).json()
    expect(article).toMatchObject({ id: first!.id, gated: false, status: 'published' })
    expect(article.bodyMd.length).toBeGreaterThan(1000)
    expect(article.bodyHtml).toContain('<p')
    for (const id of ['987654', 'abc', '07', '1e3']) {
      const res = await request.get(`/api/articles/${id}`)
      expect(res.status()).toBe(404)
      expect(await res.json()).toEqual({
        code: 'article_not_found',
        message: 'Artikel nicht gefunden',
      })
    }
  })

  test('bad locales are 400 with a message', async ({ request }) => {
    for (const path of [
      '/api/articles/latest?locale=xx-YY',
      '/api/categories/klingon',
      '/api/ui-strings/zz-ZZ',
    ]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(400)
      expect((await res.json()).code, path).toMatch(/^invalid_(query|locale)$/)
    }
  })

  test('categories and UI strings answer per locale', async ({ request }) => {
    const categories = await (await request.get('/api/categories/en-US')).json()
    expect(categories).toContainEqual({
      slug: 'studien-aktuell',
      slugEn: 'studies',
      label: 'studies',
      displayName: 'Current Studies',
      audience: 'doctor',
    })
    expect(categories).toContainEqual(
      expect.objectContaining({ slugEn: 'treatments', label: 'workflow' }),
    )
    const strings = await (await request.get('/api/ui-strings/de-DE')).json()
    expect(strings['Home.bannerTitle']).toBe('Evidenzbasierte Zahnmedizin')
    const suggestion = await (
      await request.get('/api/ui-strings/tr?namespace=LanguageSuggestion')
    ).json()
    expect(Object.keys(suggestion).sort()).toEqual([
      'LanguageSuggestion.dismiss',
      'LanguageSuggestion.sectionText',
      'LanguageSuggestion.switch',
      'LanguageSuggestion.text',
    ])
    expect((await request.get('/api/ui-strings/de?namespace=a..b')).status()).toBe(400)
  })

  test('placeholder images are bounded to 1-2000 pixels', async ({ request }) => {
    const ok = await request.get('/api/placeholder/640/360')
    expect(ok.headers()['content-type']).toContain('image/svg+xml')
    expect(await ok.text()).toContain('width="640" height="360"')
    for (const size of ['0/10', '2001/10', '10/abc']) {
      expect((await request.get(`/api/placeholder/${size}`)).status(), size).toBe(400)
    }
  })

  test('unknown API paths are 404 JSON, and Payload lives under /api/cms', async ({ request }) => {
    const res = await request.get('/api/does-not-exist')
    expect(res.status()).toBe(404)
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Nicht gefunden' })
    expect((await request.get('/api/cms/categories')).status()).toBe(200)
  })
})
