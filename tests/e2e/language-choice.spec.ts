import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { DEMO_EDITOR, seededArticle } from './helpers'

/** A UI string of a shipped catalogue, as the server answers it with no studio edits. */
const catalogue = (code: string) =>
  JSON.parse(readFileSync(`messages/${code}.json`, 'utf8')) as {
    LanguageSuggestion: { text: string; sectionText: string }
    Taxonomy: { categories: Record<string, string> }
    LanguageSwitcher: { searchPlaceholder: string }
  }

/**
 * Choosing a language: the switcher finds languages by their name in the page language, a
 * choice is remembered and brings the reader back to their edition from `/`, and a
 * first-time reader whose browser prefers another of our languages is offered it in that
 * language. `/` itself stays one German page for everybody.
 */
test.describe('choosing a language', () => {
  test('a first-time reader with a Turkish browser gets a Turkish suggestion, and returns to Turkish', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'tr-TR' })
    const page = await context.newPage()
    const response = await page.goto('/')
    // The server answered the German page (no redirect by browser language).
    expect(response?.url()).toMatch(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const suggestion = page.getByTestId('language-suggestion')
    await expect(suggestion).toContainText(catalogue('tr').LanguageSuggestion.text)
    await expect(suggestion).toHaveAttribute('lang', 'tr')
    await suggestion.getByRole('link').click()
    await page.waitForURL(/\/tr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    // The Turkish edition names the categories in Turkish.
    await expect(page.locator('header')).toContainText(catalogue('tr').Taxonomy.categories.studies)
    // Coming back to / later lands on the Turkish edition again.
    await page.goto('/')
    await page.waitForURL(/\/tr$/)
    await context.close()
  })

  test("a Turkish reader on the patients' pages is led to the same page in Turkish, or to the Turkish patients' home from an article without a Turkish version", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'tr-TR',
      viewport: { width: 360, height: 780 },
    })
    const page = await context.newPage()
    await page.goto('/patient')
    const suggestion = page.getByTestId('language-suggestion')
    await expect(suggestion).toContainText(catalogue('tr').LanguageSuggestion.text)
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/tr/patient')
    // A dentists' article has no Turkish version: the suggestion leads to that section's home.
    const doctorArticle = await seededArticle(
      page.request,
      (a) => a.slug === 'parodontitis-und-diabetes-mellitus',
    )
    await page.goto(`/article/${doctorArticle.id}`)
    await expect(suggestion).toContainText(catalogue('tr').LanguageSuggestion.sectionText)
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/tr')
    // A patients' article with a Turkish version: its Turkish page.
    const patientArticle = await seededArticle(
      page.request,
      (a) => a.slug === 'richtig-zaehne-putzen',
    )
    await page.goto(`/article/${patientArticle.id}`)
    await expect(suggestion.getByRole('link')).toHaveAttribute(
      'href',
      `/tr/article/${patientArticle.id}`,
    )
    await page.goto('/patient')
    await suggestion.getByRole('link').click()
    await page.waitForURL(/\/tr\/patient$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    await context.close()
  })

  test('a dismissed suggestion stays away, and German browsers never see one', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/')
    const suggestion = page.getByTestId('language-suggestion')
    await expect(suggestion).toBeVisible()
    await suggestion.getByRole('button').click()
    await expect(suggestion).toHaveCount(0)
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(suggestion).toHaveCount(0)
    await context.close()

    const german = await browser.newContext({ locale: 'de-DE' })
    const germanPage = await german.newPage()
    await germanPage.goto('/')
    await germanPage.waitForLoadState('networkidle')
    await expect(germanPage.getByTestId('language-suggestion')).toHaveCount(0)
    await german.close()
  })

  test('the switcher finds English as "Englisch" on a German page and remembers the choice', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Sprache wählen' }).first().click()
    const search = page.getByPlaceholder(catalogue('de').LanguageSwitcher.searchPlaceholder)
    await search.fill('Englisch')
    const options = page.getByRole('option')
    await expect(options).toHaveCount(1)
    await expect(options.first()).toContainText('English')
    await search.fill('arab')
    await expect(options).toHaveCount(1)
    await search.fill('Englisch')
    await options.first().click()
    await page.waitForURL(/\/en$/)
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    await page.goto('/')
    await page.waitForURL(/\/en$/)
  })
})

test('a German UI string corrected in the studio shows on the journal within 10 seconds', async ({
  page,
  browser,
}) => {
  const original = catalogue('de') as unknown as { Home: { bannerTitle: string } }
  await page.goto('/admin')
  await page.locator('#field-email').fill(DEMO_EDITOR.email)
  await page.locator('#field-password').fill(DEMO_EDITOR.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  // The list finds a string by its text, not only by its key.
  await page.goto('/admin/collections/ui-strings')
  await page.locator('#search-filter-input').fill(original.Home.bannerTitle)
  const row = page.getByRole('link', { name: 'Home.bannerTitle' })
  await expect(row).toBeVisible({ timeout: 30_000 })
  await row.click()
  const text = page.locator('#field-text')
  await expect(text).toHaveValue(original.Home.bannerTitle, { timeout: 30_000 })
  const corrected = 'Zahnmedizin nach bester Evidenz'
  await text.fill(corrected)
  await page.keyboard.press('Control+s')
  await expect(page.getByText(/erfolgreich|gespeichert/i).first()).toBeVisible({ timeout: 30_000 })

  const reader = await browser.newPage()
  try {
    await expect
      .poll(
        async () => {
          await reader.goto('/')
          return reader.locator('h1').first().textContent()
        },
        { timeout: 10_000, intervals: [500] },
      )
      .toBe(corrected)
  } finally {
    await text.fill(original.Home.bannerTitle)
    await page.keyboard.press('Control+s')
    await reader.close()
  }
})
