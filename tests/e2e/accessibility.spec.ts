import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { DEMO_DOCTOR, seededArticle } from './helpers'

/** The WCAG 2.1 A and AA rules of axe-core (contrast, names, landmarks, language, …). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's violations on the page as `rule: target, …` lines (empty when none). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/**
 * Accessibility of the reading pages with axe-core (WCAG 2.1 AA rules) in German, English,
 * a right-to-left and a CJK edition, signed out and as a member, at phone and desktop width.
 */
test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const width of [360, 1366]) {
    test(`reading pages have no violations signed out at ${width} px`, async ({
      page,
      request,
    }) => {
      // Ten pages, each loaded and analysed: more than the default per-test minute on a
      // busy machine.
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 900 })
      const premium = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
      const patient = await seededArticle(request, (a) => a.audience === 'patient')
      for (const path of [
        '/',
        `/article/${premium.id}`,
        '/category/studies',
        '/patient',
        `/article/${patient.id}`,
        '/patient-search',
        '/en',
        '/ar',
        '/ja',
        `/ja/article/${premium.id}`,
      ]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        expect(await violations(page), path).toEqual([])
      }
    })
  }

  test('a member reading a premium article and the dashboard meets them too', async ({
    page,
    request,
  }) => {
    const premium = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    for (const path of [
      `/article/${premium.id}`,
      `/en/article/${premium.id}`,
      '/doctor-dashboard',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await violations(page), path).toEqual([])
    }
  })
})
