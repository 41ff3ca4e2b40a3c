import { expect, test, type Page } from '@playwright/test'

import { loadSeedArticles } from '../../scripts/seed/content'
import { DEMO_ACCOUNTS } from '../../scripts/seed/demoAccounts'
import { loadArticleTranslations } from '../../scripts/seed/translations'
import { seededArticle } from './helpers'

// The demo content has an article translated by the editorial team into English (reviewed
// by the demo editor) and machine-translated into French, not reviewed (scripts/seed).
const translations = loadArticleTranslations(loadSeedArticles())
const french = translations.find((t) => t.locale === 'fr' && t.machineTranslatedBy)
const english = translations.find((t) => t.locale === 'en' && t.slug === french?.slug)
// Without them these tests would prove nothing: fail, never skip.
if (!french || !english)
  throw new Error('scripts/seed lacks the reviewed English / machine-translated French article')
const reviewer = `${DEMO_ACCOUNTS.editor.firstName} ${DEMO_ACCOUNTS.editor.lastName}`

/** The hreflang codes the page lists in its head. */
async function hreflangs(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')!))
}

/** The article JSON-LD of the page (the block with an `inLanguage`). */
async function articleJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => 'inLanguage' in b)!
}

test.describe('translation provenance', () => {
  test('a reviewed English translation names its reviewer and the day, and links the German original', async ({
    page,
  }) => {
    const { id } = await seededArticle(page.request, (a) => a.slug === english.slug)
    await page.goto(`/en/article/${id}`)
    const line = page.getByTestId('translation-provenance')
    await expect(line).toBeVisible()
    await expect(line).toHaveAttribute('data-kind', 'human')
    await expect(line).toContainText('Translated from German')
    await expect(line).toContainText(
      new RegExp(`reviewed by ${reviewer} on [A-Z][a-z]+ \\d{1,2}, \\d{4}`),
    )
    await expect(line).not.toContainText('machine-translated')
    await expect(line.getByRole('link', { name: 'German original' })).toHaveAttribute(
      'href',
      `/article/${id}`,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    expect(await hreflangs(page)).toEqual(expect.arrayContaining(['de', 'en', 'x-default']))
    expect(await hreflangs(page)).not.toContain('fr')
    expect(await articleJsonLd(page)).toMatchObject({
      inLanguage: 'en-US',
      translationOfWork: { url: expect.stringMatching(new RegExp(`/article/${id}$`)) },
      translator: { '@type': 'Person', name: reviewer },
    })
  })

  test('an unreviewed French machine translation says so, is noindex and is in no sitemap or hreflang list', async ({
    page,
  }) => {
    const { id } = await seededArticle(page.request, (a) => a.slug === french.slug)
    await page.goto(`/fr/article/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title)
    const line = page.getByTestId('translation-provenance')
    await expect(line).toHaveAttribute('data-kind', 'machine')
    await expect(line).toContainText(
      "Traduit de l'allemand · traduction automatique (modèle de langage d'IA) · pas encore relu par la rédaction",
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    expect(await hreflangs(page)).not.toContain('fr')

    for (const sitemap of ['/sitemap/fr.xml', '/sitemap/en.xml', '/sitemap/de.xml']) {
      const xml = await (await page.request.get(sitemap)).text()
      expect(xml, sitemap).toContain('<urlset')
      expect(xml, sitemap).not.toContain(`/fr/article/${id}<`)
      expect(xml, sitemap).not.toMatch(new RegExp(`hreflang="fr"[^>]*/fr/article/${id}"`))
    }
    const english = await (await page.request.get('/sitemap/en.xml')).text()
    expect(english).toContain(`/en/article/${id}</loc>`)
  })

  test('the German original carries no provenance line', async ({ page }) => {
    const { id } = await seededArticle(page.request, (a) => a.slug === french.slug)
    await page.goto(`/article/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('translation-provenance')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    const data = await articleJsonLd(page)
    expect(data.inLanguage).toBe('de-DE')
    expect(data).not.toHaveProperty('translationOfWork')
    expect(await hreflangs(page)).toEqual(expect.arrayContaining(['de', 'en']))
    expect(await hreflangs(page)).not.toContain('fr')
  })
})
