import { expect, test, type Page } from '@playwright/test'

import { loadSeedArticles } from '../../scripts/seed/content'
import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { loadArticleTranslations, loadQuizTranslations } from '../../scripts/seed/translations'
import { DEMO_DOCTOR, paragraphs, seededArticle, snippet } from './helpers'

const germanArticles = loadSeedArticles()
const articleTranslations = loadArticleTranslations(germanArticles)
const quizTranslations = loadQuizTranslations(loadSeedQuizzes())
// The CME journey (cme.spec) passes the first quiz; this file only opens another one.
const passedElsewhere = loadSeedQuizzes()[0]!.articleSlug

/** A doctor article translated into English together with its quiz. */
function englishDoctorArticle() {
  const article = articleTranslations.find(
    (t) =>
      t.locale === 'en' &&
      t.slug !== passedElsewhere &&
      quizTranslations.some((q) => q.locale === 'en' && q.articleSlug === t.slug),
  )
  if (!article) throw new Error('no English doctor article with an English quiz is committed')
  const quiz = quizTranslations.find((q) => q.locale === 'en' && q.articleSlug === article.slug)!
  return { article, quiz }
}

/** The JSON-LD article object of the page (the one with an `inLanguage`). */
async function articleJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((b) => 'inLanguage' in b)
  if (!found) throw new Error('no article JSON-LD on the page')
  return found
}

test('/en/article/{id} of a doctor article shows the English text, and a member takes the quiz in English', async ({
  page,
}) => {
  const { article, quiz } = englishDoctorArticle()
  const { id } = await seededArticle(page.request, (a) => a.slug === article.slug)
  expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)

  await page.goto(`/en/article/${id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const title = page.getByRole('heading', { level: 1, name: article.title })
  await expect(title).toBeVisible()
  expect(await title.getAttribute('lang')).toBeNull()
  await expect(page.locator('article header').getByText(article.abstract)).toBeVisible()
  await expect(page.getByTestId('article-body')).toContainText(
    snippet(paragraphs(article.body)[0]!),
  )
  await expect(page.getByTestId('untranslated-note')).toHaveCount(0)
  expect((await articleJsonLd(page)).inLanguage).toBe('en-US')

  const section = page.locator('section', { has: page.getByRole('heading', { name: 'CME quiz' }) })
  const fieldsets = section.locator('fieldset')
  await expect(fieldsets).toHaveCount(quiz.questions.length)
  await expect(section.getByRole('button', { name: 'Submit quiz' })).toBeDisabled()
  await expect(section.getByTestId('quiz-untranslated-note')).toHaveCount(0)
  for (let i = 0; i < quiz.questions.length; i++) {
    const legend = (await fieldsets.nth(i).locator('legend').textContent()) ?? ''
    const question = quiz.questions.find((q) =>
      legend.includes(q.questionMd.replace(/\*\*/g, '').slice(0, 40)),
    )
    expect(question, `English question expected, got: ${legend}`).toBeTruthy()
    // Every English choice of that question is offered (in this attempt's order).
    for (const choice of question!.choices)
      await expect(fieldsets.nth(i).getByLabel(choice, { exact: true })).toBeVisible()
    expect(await fieldsets.nth(i).getAttribute('lang')).toBeNull()
  }
})

test('/tr/patient speaks Turkish: Turkish interface and Turkish patient articles', async ({
  page,
}) => {
  const turkish = articleTranslations.filter((t) => t.locale === 'tr')
  expect(turkish.length, 'Turkish patient articles are committed').toBeGreaterThan(0)
  await page.goto('/tr/patient')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page.getByRole('link', { name: 'Hastalar için' }).first()).toBeVisible()
  // Some Turkish article is on the page, linked; German titles of translated articles are not.
  const shown = page.getByRole('link', {
    name: new RegExp(turkish.map((t) => escape(t.title)).join('|')),
  })
  await expect(shown.first()).toBeVisible()
  for (const t of turkish) {
    const german = germanArticles.find((a) => a.slug === t.slug)!
    await expect(page.getByText(german.title, { exact: true })).toHaveCount(0)
  }

  const article = turkish[0]!
  const { id } = await seededArticle(page.request, (a) => a.slug === article.slug)
  await page.goto(`/tr/article/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByTestId('article-body')).toContainText(
    snippet(paragraphs(article.body)[0]!),
  )
  await expect(page.getByTestId('untranslated-note')).toHaveCount(0)
})

test('an untranslated article says so in the reader\u2019s language, marks the German text lang="de" and links its languages; its quiz too', async ({
  page,
}) => {
  const { article } = englishDoctorArticle()
  const german = germanArticles.find((a) => a.slug === article.slug)!
  const { id } = await seededArticle(page.request, (a) => a.slug === article.slug)

  await page.goto(`/ja/article/${id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  const note = page.getByTestId('untranslated-note')
  await expect(note).toContainText(
    'この記事はまだ日本語版がありません。ドイツ語の原文を表示しています。',
  )
  await expect(note.getByRole('link', { name: 'ドイツ語' })).toHaveAttribute(
    'href',
    `/article/${id}`,
  )
  await expect(note.getByRole('link', { name: '英語' })).toHaveAttribute(
    'href',
    `/en/article/${id}`,
  )
  const title = page.getByRole('heading', { level: 1, name: german.title })
  await expect(title).toHaveAttribute('lang', 'de')
  await expect(page.locator('article header').getByText(german.abstract)).toHaveAttribute(
    'lang',
    'de',
  )
  await expect(page.getByTestId('article-body')).toHaveAttribute('lang', 'de')
  expect((await articleJsonLd(page)).inLanguage).toBe('de-DE')
  // The interface around it stays Japanese.
  await expect(page.getByRole('link', { name: '患者さんの方へ' }).first()).toBeVisible()

  expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
  await page.goto(`/ja/article/${id}`)
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'CMEクイズ' }) })
  await expect(section.getByTestId('quiz-untranslated-note')).toContainText(
    'このクイズはまだ日本語版がありません。',
  )
  await expect(section.locator('fieldset').first()).toHaveAttribute('lang', 'de')
})

/** A text as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
