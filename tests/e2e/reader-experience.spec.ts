import { expect, test } from '@playwright/test'

import { DEMO_ACCOUNTS } from '../../scripts/seed/demoAccounts'
import { DEMO_EDITOR, seededArticle } from './helpers'

/**
 * What a reader experiences before and while a page loads: members never see the upsell,
 * visitors send no request that is bound to fail, anonymous pages can be cached by a CDN,
 * and nothing scrolls sideways on a 360 px phone.
 */
const DEMO_DOCTOR = {
  email: DEMO_ACCOUNTS.doctor.email,
  password: DEMO_ACCOUNTS.doctor.password,
}

test.describe('reader experience', () => {
  test('a premium member opening a premium article never gets the upsell or the quiz notice attached, and reads the full body', async ({
    page,
    request,
  }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    // Watches the DOM from the first byte of the navigation on.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __upsellSeen: string[] }).__upsellSeen = seen
      const check = () => {
        if (document.querySelector('[data-testid="premium-gate"]')) seen.push('premium-gate')
        if (document.querySelector('[data-testid="quiz-members-only"]')) seen.push('quiz')
      }
      new MutationObserver(check).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`/article/${article.id}`)
    const lastWords = article.body.trim().split(/\s+/).slice(-4).join(' ').replace(/[*_]/g, '')
    await expect(page.getByTestId('article-body')).toContainText(lastWords.slice(0, 20))
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => (window as unknown as { __upsellSeen: string[] }).__upsellSeen),
    ).toEqual([])
  })

  test('a visitor sees the anonymous header in the server HTML, asks nothing about a session and gets no cookie', async ({
    page,
  }) => {
    const authRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/user')) authRequests.push(r.url())
    })
    const response = await page.goto('/')
    expect(response!.headers()['set-cookie']).toBeUndefined()
    expect(response!.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    const html = await response!.text()
    expect(html).toContain('href="/sign-in"')
    expect(html).toContain('href="/subscribe"')
    await page.waitForLoadState('networkidle')
    expect(authRequests).toEqual([])
  })

  test('nothing scrolls sideways at 360 px', async ({ page, request }) => {
    const patientArticle = await seededArticle(request, (a) => a.audience === 'patient')
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of [
      '/',
      '/patient',
      '/patient-search',
      '/patient/category/prevention',
      `/article/${patientArticle.id}`,
      '/category/studies',
      '/ar',
      '/ar/patient',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(360)
    }
  })

  test('category pages are kept and shareable by any cache, unknown slugs answer 404 without a kept copy, and publishing shows a new article at once', async ({
    playwright,
    baseURL,
    request,
  }) => {
    for (const path of ['/category/studies', '/en/patient/category/prevention']) {
      await request.get(path) // the first visit renders the page and keeps it
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(
        /^s-maxage=\d+, stale-while-revalidate/,
      )
      expect(response.headers()['set-cookie'], path).toBeUndefined()
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT')
      // Card images come from the WebP sizes made at upload, lazily.
      const html = await response.text()
      expect(html, path).toMatch(/<img[^>]+srcSet="[^"]+\.webp 480w/)
      expect(html, path).toMatch(/<img[^>]+loading="lazy"/)
    }
    // A slug that is no category (or a category of the other audience): 404, rendered per
    // request and kept by no cache.
    for (const path of [`/category/no-such-${Date.now()}`, '/en/patient/category/studies']) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(404)
        expect(response.headers()['cache-control'], path).toContain('no-store')
        expect(response.headers()['x-nextjs-cache'], path).toBeUndefined()
      }
    }

    const editor = await playwright.request.newContext({ baseURL })
    expect((await editor.post('/api/cms/users/login', { data: DEMO_EDITOR })).ok()).toBe(true)
    const title = `Neue Studie ${Date.now()}`
    const created = await editor.post('/api/admin/articles', {
      data: { title, bodyMd: 'Ein Absatz.', category: 'studies', author: 'Dr. Cache' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    expect((await request.get('/category/studies')).headers()['x-nextjs-cache']).toBe('HIT')
    expect(await (await request.get('/category/studies')).text()).not.toContain(title)
    const published = await editor.put(`/api/admin/articles/${id}`, {
      data: { status: 'published' },
    })
    expect(published.ok()).toBe(true)
    await expect
      .poll(async () => (await request.get('/category/studies')).text(), { timeout: 10_000 })
      .toContain(title)
    await editor.delete(`/api/cms/articles/${id}`)
    await editor.dispose()
  })

  test('the article page fetches its lead image first and the rest lazily', async ({ request }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor')
    const html = await (await request.get(`/article/${article.id}`)).text()
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
    expect(images[0]).toContain('fetchPriority="high"')
    expect(images[0]).toContain('loading="eager"')
    expect(images[0]).toMatch(/srcSet="[^"]+\.webp 480w, [^"]+\.webp 768w/)
    const preloads = [...html.matchAll(/<link [^>]*rel="preload"[^>]*>/g)].map((m) => m[0])
    expect(
      preloads.some((l) => l.includes('as="image"') && /imageSrcSet="[^"]+\.webp 480w/.test(l)),
    ).toBe(true)
  })
})
