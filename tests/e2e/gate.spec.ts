import { expect, test } from '@playwright/test'

import {
  DEMO_DOCTOR,
  DEMO_EDITOR,
  lastParagraph,
  paragraphs,
  seededArticle,
  snippet,
} from './helpers'

test.describe('premium gate (the full body never reaches a browser that may not see it)', () => {
  test('an anonymous reader gets the preview and the upsell, never the last paragraph', async ({
    page,
    request,
  }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    const tail = snippet(lastParagraph(article.body))
    const third = snippet(paragraphs(article.body)[2]!)

    const html = await (await request.get(`/article/${article.id}`)).text()
    expect(html).toContain(article.title)
    expect(html).not.toContain(tail)
    expect(html).not.toContain(third)

    const api = await (await request.get(`/api/articles/${article.id}?locale=de-DE`)).json()
    expect(api.gated).toBe(true)
    expect(api.bodyMd).not.toContain(tail)
    expect(api.bodyHtml).not.toContain(tail)
    expect(api.bodyHtml).not.toContain(third)
    expect(api.bodyHtml.match(/<p[ >]/g)?.length ?? 0).toBeLessThanOrEqual(2)

    expect((await request.get(`/api/cms/articles/${article.id}?locale=all`)).status()).toBe(400)
    for (const query of ['', '?draft=true', '?locale=en', '?depth=2']) {
      const cms = await (await request.get(`/api/cms/articles/${article.id}${query}`)).json()
      expect(cms.id, query).toBe(article.id)
      expect(JSON.stringify(cms), query).not.toContain(tail)
    }
    const gql = await (
      await request.post('/api/cms/graphql', {
        data: { query: `{ Article(id: ${article.id}) { title body } }` },
      })
    ).text()
    expect(gql).not.toContain(tail)

    await page.goto(`/article/${article.id}`)
    await expect(page.getByTestId('premium-gate')).toBeVisible()
    // A reader at the paywall rarely has a code: the link opens the invitation request,
    // and says so.
    await expect(page.getByRole('link', { name: 'Einladung anfordern' })).toHaveAttribute(
      'href',
      '/sign-up?mode=request',
    )
    await expect(page.getByTestId('article-body')).not.toContainText(tail)

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const jsonLd = blocks
      .map((b) => JSON.parse(b) as Record<string, unknown>)
      .find((d) => d['@type'] !== 'BreadcrumbList')
    expect(jsonLd).toMatchObject({
      isAccessibleForFree: false,
      hasPart: {
        '@type': 'WebPageElement',
        isAccessibleForFree: false,
        cssSelector: '.paywalled-body',
      },
    })
    await expect(page.locator('.paywalled-body')).toHaveCount(1)
  })

  test('a member (demo doctor with a membership) reads the full body through the page, the product API and Payload', async ({
    page,
    request,
  }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    const tail = snippet(lastParagraph(article.body))
    const login = await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })
    expect(login.ok()).toBe(true)
    expect((await (await page.request.get('/api/auth/premium-status')).json()).hasPremium).toBe(
      true,
    )
    const api = await (await page.request.get(`/api/articles/${article.id}?locale=de-DE`)).json()
    expect(api.gated).toBe(false)
    expect(api.bodyMd).toContain(tail)
    expect(
      JSON.stringify(await (await page.request.get(`/api/cms/articles/${article.id}`)).json()),
    ).toContain(tail)
    await page.goto(`/article/${article.id}`)
    await expect(page.getByTestId('article-body')).toContainText(tail)
    await expect(page.getByTestId('premium-gate')).toHaveCount(0)
  })

  test("a premium article's video link is only in what a member receives, never in the cached page", async ({
    page,
    request,
  }) => {
    const article = await seededArticle(
      request,
      (a) => a.audience === 'doctor' && a.isPremium && a.hasVideo && Boolean(a.videoUrl),
    )
    const videoUrl = article.videoUrl!
    const html = await (await request.get(`/article/${article.id}`)).text()
    expect(html).toContain(article.title)
    expect(html).not.toContain(videoUrl)
    const api = await (await request.get(`/api/articles/${article.id}?locale=de-DE`)).json()
    expect(api).toMatchObject({ gated: true, hasVideo: true, videoUrl: null })
    const cms = await (await request.get(`/api/cms/articles/${article.id}`)).text()
    expect(cms).not.toContain(videoUrl)

    const login = await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })
    expect(login.ok()).toBe(true)
    await page.goto(`/article/${article.id}`)
    await expect(page.getByRole('link', { name: 'Video ansehen' })).toHaveAttribute(
      'href',
      videoUrl,
    )
  })

  test('a signed-in editor reads the full body', async ({ page, request }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    const login = await page.request.post('/api/cms/users/login', { data: DEMO_EDITOR })
    expect(login.ok()).toBe(true)
    await page.goto(`/article/${article.id}`)
    await expect(page.getByTestId('article-body')).toContainText(
      snippet(lastParagraph(article.body)),
    )
    await expect(page.getByTestId('premium-gate')).toHaveCount(0)
  })
})
