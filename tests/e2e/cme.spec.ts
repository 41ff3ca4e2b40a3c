import { expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { DEMO_DOCTOR, seededArticle } from './helpers'

test('a premium doctor passes a CME quiz, sees the dashboard update, downloads and verifies the certificate', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const quiz = loadSeedQuizzes()[0]!
  const article = await seededArticle(page.request, (a) => a.slug === quiz.articleSlug)
  expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
  // Other tests award this doctor points too: the dashboard must add this quiz's points.
  const before = (
    (await (await page.request.get('/api/doctor/stats')).json()) as { totalCredits: number }
  ).totalCredits
  let awarded = 0

  await page.goto(`/article/${article.id}`)
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'CME-Quiz' }) })
  const completed = section.getByTestId('quiz-completed')
  const submit = section.getByRole('button', { name: 'Quiz einreichen' })
  // The quiz loads after the page (SWR): either the questions or an earlier result.
  await expect(completed.or(submit)).toBeVisible({ timeout: 30_000 })
  if (!(await completed.isVisible())) {
    await expect(submit).toBeDisabled()
    const fieldsets = section.locator('fieldset')
    await expect(fieldsets).toHaveCount(5)
    for (let i = 0; i < 5; i++) {
      const legend = (await fieldsets.nth(i).locator('legend').textContent()) ?? ''
      const question = quiz.questions.find((q) =>
        legend.includes(q.questionMd.replace(/\*\*/g, '').slice(0, 40)),
      )
      expect(question, legend).toBeTruthy()
      await fieldsets
        .nth(i)
        .getByLabel(question!.choices[question!.correctIndex]!, { exact: true })
        .check()
    }
    await submit.click()
    await expect(section.getByText('Quiz bestanden!', { exact: true })).toBeVisible()
    awarded = quiz.cmeCredits
    await expect(
      section.getByText('Glückwunsch! Sie haben 100% erreicht und CME-Punkte erhalten.', {
        exact: true,
      }),
    ).toBeVisible()
    // The pass box hands over the certificate and the way to the CME account.
    const certificate = section.getByRole('link', { name: 'Zertifikat herunterladen (PDF)' })
    const certificatePdf = await page.request.get((await certificate.getAttribute('href'))!)
    expect(certificatePdf.headers()['content-type']).toBe('application/pdf')
    await expect(section.getByRole('link', { name: 'Zum CME-Konto' })).toHaveAttribute(
      'href',
      '/doctor-dashboard#cme-account',
    )
  }

  await page.goto('/doctor-dashboard')
  await expect(page.getByTestId('total-credits')).toHaveText(String(before + awarded))
  await expect(
    page.getByRole('heading', { name: 'Expertise-Level nach Themengebiet' }),
  ).toBeVisible()
  const download = page.getByRole('link', { name: 'PDF herunterladen' }).first()
  const href = (await download.getAttribute('href'))!
  const pdf = await page.request.get(href)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const bytes = await pdf.body()
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF')
  expect((await PDFDocument.load(bytes)).getSubject()).toBe(article.title)

  await page.getByRole('link', { name: 'Prüfen' }).first().click()
  await expect(page.getByRole('heading', { name: 'Zertifikat echt' })).toBeVisible()
  await expect(page.getByTestId('certificate-details')).toContainText(article.title)
})

test('visitors see the quiz offered to members only; an unknown certificate does not verify', async ({
  page,
  request,
}) => {
  const quiz = loadSeedQuizzes()[1]!
  const article = await seededArticle(request, (a) => a.slug === quiz.articleSlug)
  await page.goto(`/article/${article.id}`)
  await expect(
    page.getByText('Das CME-Quiz zu diesem Artikel steht Premium-Mitgliedern offen', {
      exact: false,
    }),
  ).toBeVisible()
  expect((await request.get(`/api/articles/${article.id}/quizzes`)).status()).toBe(401)
  await page.goto('/cme/verify/DJ-CME-AAAAAAAAAAAA')
  await expect(page.getByRole('heading', { name: 'Zertifikat nicht gefunden' })).toBeVisible()
})

test('the preview screens show sample data, clearly labelled; profile edits stay local', async ({
  page,
}) => {
  await page.goto('/preview-dashboard')
  await expect(page.getByRole('note')).toHaveText('Vorschau mit Beispieldaten – kein echtes Konto')
  await expect(page.getByRole('heading', { name: 'Verfügbare CME-Tests' })).toBeVisible()
  await expect(page.getByText('Expertise-Level: Fortgeschritten')).toBeVisible()
  await page.goto('/preview-profile')
  await expect(page.getByRole('note')).toBeVisible()
  await page.getByRole('button', { name: 'Bearbeiten' }).click()
  await page.getByLabel('Telefon').fill('+49 30 7654321')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByLabel('Telefon')).toHaveValue('+49 30 7654321')
  await expect(page.getByLabel('E-Mail')).toBeDisabled()
})
