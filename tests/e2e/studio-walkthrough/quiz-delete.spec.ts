import { expect, test, type Page } from '@playwright/test'

import { loadSeedQuizzes } from '../../../scripts/seed/quizzes'
import { DEMO_DOCTOR, seededArticle } from '../helpers'
import { cms, studioPage } from './studio'

/**
 * The studio walkthrough, quizzes: a quiz's correct answer is marked beside its choice, and
 * an article whose quiz a doctor passed is deleted for good while the certificate still
 * verifies.
 */
test.describe('an editor edits quizzes and deletes a quiz article', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page

  test.beforeAll(async ({ browser }) => {
    page = await studioPage(browser)
  })
  test.afterAll(async () => {
    await page.close()
  })

  test('a quiz marks its correct answer beside the choice and takes a topic by its German name', async () => {
    const { docs } = await cms<{ docs: { id: number; questions: { correctIndex: number }[] }[] }>(
      page,
      'GET',
      '/quizzes?limit=1&depth=0',
    )
    await page.goto(`/admin/collections/quizzes/${docs[0]!.id}`)
    const radios = page.locator('[data-testid="correct-choice"] input[type="radio"]')
    await expect(radios.first()).toBeVisible({ timeout: 30_000 })
    expect(await radios.count()).toBeGreaterThanOrEqual(4)
    await expect(page.getByText('Choice hinzufügen')).toHaveCount(0)
    await expect(page.getByText('Antwortmöglichkeit hinzufügen').first()).toBeVisible()
    const firstQuestion = page.locator('[data-testid="correct-choice"]').filter({
      has: page.locator('input[name="questions.0.correct"]'),
    })
    await expect(firstQuestion.locator('input:checked')).toHaveCount(1)
    await expect(
      firstQuestion.nth(docs[0]!.questions[0]!.correctIndex).locator('input'),
    ).toBeChecked()
    await expect(page.getByTestId('cme-topic')).not.toContainText(/[a-z][A-Z]/)
  })

  test('an article whose quiz a doctor passed is deleted for good without an error; the certificate still verifies', async ({
    browser,
  }) => {
    // The last seeded quiz: no other test reads its article.
    const quiz = loadSeedQuizzes().at(-1)!
    const doctor = await browser.newPage()
    const origin = new URL(page.url()).origin
    const article = await seededArticle(doctor.request, (a) => a.slug === quiz.articleSlug)
    const signIn = await doctor.request.post('/api/auth/sign-in', {
      data: DEMO_DOCTOR,
      headers: { origin },
    })
    expect(signIn.ok()).toBe(true)
    const questions = (await (
      await doctor.request.get(`/api/articles/${article.id}/quizzes?locale=de`)
    ).json()) as { questionMd: string; choices: string[] }[]
    expect(questions.length).toBeGreaterThan(0)
    const answers = questions.map((q) => {
      const seed = quiz.questions.find((s) => s.questionMd === q.questionMd)!
      return q.choices.indexOf(seed.choices[seed.correctIndex]!)
    })
    const submitted = await doctor.request.post(`/api/articles/${article.id}/quiz-attempt`, {
      data: { answers, timeSpent: 90 },
      headers: { origin },
    })
    expect(((await submitted.json()) as { passed: boolean }).passed).toBe(true)
    const stats = (await (await doctor.request.get('/api/doctor/stats')).json()) as {
      certificates: { certificateId: string; moduleTitle: string }[]
    }
    const certificate = stats.certificates.find((c) => c.moduleTitle === article.title)!
    expect(certificate).toBeTruthy()

    // the editor deletes the article for good (not into the trash): no error
    await cms(page, 'DELETE', `/articles/${article.id}?trash=true`)
    expect((await doctor.goto(`/article/${article.id}`))!.status()).toBe(404)

    // the doctor's certificate still verifies, under the article's title
    await doctor.goto(`/cme/verify/${encodeURIComponent(certificate.certificateId)}`)
    await expect(doctor.getByRole('heading', { name: 'Zertifikat echt' })).toBeVisible()
    await expect(doctor.getByTestId('certificate-details')).toContainText(article.title)
    await doctor.close()
  })
})
