import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import jsQR from 'jsqr'
import { PDFParse } from 'pdf-parse'
import { PDFDocument } from 'pdf-lib'
import { PNG } from 'pngjs'

import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { DEMO_DOCTOR, seededArticle } from './helpers'

/*
 * The dentist's CME account in a browser: period start, an external certificate upload, a
 * passed quiz, the proof pack (summary and every file), and our certificate's 45-minute
 * unit and QR code; the panel at 360 px and 1366 px in German and English.
 */

const WIDTHS = [360, 1366] as const

/** Text of a PDF and the QR code on its first page (rendered to PNG, read with jsQR). */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; qr: string | null }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    const text = (await parser.getText()).text
    const shot = await parser.getScreenshot({ scale: 1.5, first: 1 })
    const image = PNG.sync.read(Buffer.from(shot.pages[0]!.data))
    const qr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
    return { text, qr }
  } finally {
    await parser.destroy()
  }
}

/** Passes the seeded quiz of `index` with the correct answers, unless already passed. */
async function passQuiz(page: Page, index: number) {
  const quiz = loadSeedQuizzes()[index]!
  const article = await seededArticle(page.request, (a) => a.slug === quiz.articleSlug)
  await page.goto(`/article/${article.id}`)
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'CME-Quiz' }) })
  if (
    await section
      .getByTestId('quiz-completed')
      .isVisible()
      .catch(() => false)
  )
    return
  const fieldsets = section.locator('fieldset')
  await expect(fieldsets).toHaveCount(quiz.questions.length)
  for (let i = 0; i < quiz.questions.length; i++) {
    const legend = (await fieldsets.nth(i).locator('legend').textContent()) ?? ''
    const question = quiz.questions.find((q) =>
      legend.includes(q.questionMd.replace(/\*\*/g, '').slice(0, 40)),
    )!
    await fieldsets
      .nth(i)
      .getByLabel(question.choices[question.correctIndex]!, { exact: true })
      .check()
  }
  await section.getByRole('button', { name: 'Quiz einreichen' }).click()
  await expect(section.getByText('Quiz bestanden!', { exact: true })).toBeVisible()
}

/** The bytes of the file a click on `link` downloads. */
async function downloadOf(page: Page, name: string): Promise<Uint8Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name, exact: true }).click(),
  ])
  return new Uint8Array(await readFile((await download.path())!))
}

test('a dentist sets the period, uploads a certificate, passes a quiz and downloads the proof pack', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
  await page.goto('/doctor-dashboard')

  // The period start.
  await page.getByLabel('Beginn des Zeitraums').fill('2022-03-01')
  const periodForm = page.locator('form', { has: page.getByLabel('Beginn des Zeitraums') })
  await periodForm.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText(/bis 28\. Februar 2027/).first()).toBeVisible()

  // An external certificate (a real PDF).
  const congress = await PDFDocument.create()
  congress.addPage([300, 200])
  await page.getByRole('button', { name: 'Nachweis hinzufügen' }).click()
  const form = page.locator('form', { has: page.getByLabel('Anbieter') })
  await form.getByLabel('Titel').fill('Kongress Parodontologie 2026')
  await form.getByLabel('Anbieter').fill('Landeszahnärztekammer Hessen')
  await form.getByLabel('Datum').fill('2026-03-14')
  await form.getByLabel('Punkte').fill('8')
  await form.getByLabel('Kategorie (BZÄK/DGZMK, A–H)').selectOption('B')
  await form.getByLabel(/^Datei/).setInputFiles({
    name: 'kongress.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await congress.save()),
  })
  await form.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Kongress Parodontologie 2026')).toBeVisible()

  // A passed quiz adds our certificate.
  await passQuiz(page, 1)
  await page.goto('/doctor-dashboard')
  await expect(page.getByText('Kongress Parodontologie 2026')).toBeVisible()

  // The proof pack: summary PDF, and the ZIP with the summary and every file.
  const summary = await readPdf(await downloadOf(page, 'PDF-Zusammenfassung'))
  expect(summary.text).toContain('01.03.2022 bis 28.02.2027')
  expect(summary.text).toContain('Kongress Parodontologie 2026')
  const zip = unzipSync(await downloadOf(page, 'ZIP mit allen Nachweisen'))
  const names = Object.keys(zip).sort()
  expect(names[0]).toBe('Fortbildungsnachweis-2022-03-01-2027-02-28.pdf')
  expect(
    names.some((n) => /^Nachweise\/\d{3}-2026-03-14-Kongress-Parodontologie-2026\.pdf$/.test(n)),
  ).toBe(true)
  const ours = names.find((n) => /DJ-CME-[\w-]+\.pdf$/.test(n))
  expect(ours, names.join(', ')).toBeTruthy()

  // Our certificate: the 45-minute learning unit and a QR code to its verification page.
  const certificate = await readPdf(zip[ours!]!)
  expect(certificate.text).toContain('45 Minuten')
  const id = /(DJ-CME-[\w-]+)\.pdf$/.exec(ours!)![1]!
  expect(certificate.qr).toMatch(new RegExp(`^https?://[^/]+/cme/verify/${id}$`))
})

for (const width of WIDTHS) {
  for (const [lang, prefix, texts] of [
    ['de', '', ['Ihr Fortbildungszeitraum (125 Punkte)', 'PDF-Zusammenfassung', 'Alle Nachweise']],
    [
      'en',
      '/en',
      ['Your CME period (German requirement: 125 points)', 'PDF summary', 'All certificates'],
    ],
  ] as const) {
    test(`the CME account panel at ${width} px in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
      await page.goto(`${prefix}/doctor-dashboard`)
      for (const text of texts)
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
      // Nothing sticks out sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: test.info().outputPath(`cme-account-${lang}-${width}.png`),
        fullPage: true,
      })
    })
  }
}
