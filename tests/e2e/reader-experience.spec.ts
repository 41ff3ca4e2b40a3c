import { expect, test } from '@playwright/test'

import { DEMO_ACCOUNTS } from '../../scripts/seed/demoAccounts'
import { seededArticle } from './helpers'

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
})
