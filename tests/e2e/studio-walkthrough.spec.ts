import { expect, test, type Page } from '@playwright/test'

import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { DEMO_DOCTOR, DEMO_EDITOR, seededArticle } from './helpers'

/**
 * A German editor's day in the studio, as far as it is built: the start page says what to
 * do next, the article list filters by status, names every category and finds words of
 * the text, an article with a table reads well on a phone, typing in a draft is saved by
 * itself, a draft planned in the publish menu is published by the workers at its time, a
 * quiz's correct answer is marked beside its choice, a deleted article waits in the trash
 * until it is restored, an article whose quiz a doctor passed is deleted for good while
 * the certificate still verifies, and a static page goes back to an older revision.
 */
const WIDE = { width: 1280, height: 900 }
const SHOTS = process.env.STUDIO_SHOTS_DIR

async function signInToStudio(page: Page) {
  await page.goto('/admin')
  await expect(page.getByTestId('studio-logo')).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-email').fill(DEMO_EDITOR.email)
  await page.locator('#field-password').fill(DEMO_EDITOR.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** A JSON request of the signed-in editor to Payload's REST API (same origin, like the studio). */
async function cms<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin
  const response = await page.request.fetch(`${origin}/api/cms${path}`, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    data: data === undefined ? undefined : JSON.stringify(data),
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
})
const paragraph = (value: string) => ({
  type: 'paragraph',
  version: 1,
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
})
const cell = (value: string, headerState: number) => ({
  type: 'tablecell',
  version: 1,
  headerState,
  colSpan: 1,
  rowSpan: 1,
  children: [paragraph(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
})
const row = (values: string[], header: boolean) => ({
  type: 'tablerow',
  version: 1,
  children: values.map((v, i) => cell(v, header ? 1 : i === 0 ? 2 : 0)),
  direction: 'ltr',
  format: '',
  indent: 0,
})

/** A Lexical rich-text value with these top-level nodes. */
const richText = (children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

/** Creates a complete German draft (title, abstract, category, text) and returns its id. */
async function createDraft(page: Page, title: string): Promise<number> {
  const { docs } = await cms<{ docs: { id: number }[] }>(
    page,
    'GET',
    '/categories?limit=1&where[audience][equals]=patient',
  )
  const created = await cms<{ doc: { id: number } }>(page, 'POST', '/articles?draft=true', {
    title: `${title} ${Date.now()}`,
    abstract: 'Ein Entwurf aus dem Rundgang durch das Studio.',
    category: docs[0]!.id,
    body: richText([paragraph('Ein kurzer Text.')]),
    _status: 'draft',
  })
  return created.doc.id
}

/** A body with a wide results table: caption paragraph, header row, eight columns. */
function bodyWithTable(word: string) {
  const columns = [
    'Gruppe',
    'n',
    'Alter (Jahre)',
    'Sondierungstiefe vorher (mm)',
    'Sondierungstiefe nachher (mm)',
    'Attachmentgewinn (mm)',
    'Blutung auf Sondierung (%)',
    'p-Wert',
  ]
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        paragraph(`Die ${word}-Studie verglich zwei Gruppen über zwölf Monate.`),
        paragraph('Tabelle 1: Ergebnisse nach zwölf Monaten'),
        {
          type: 'table',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            row(columns, true),
            row(['Test', '42', '51', '5,8', '3,9', '1,6', '18', '0,01'], false),
            row(['Kontrolle', '40', '53', '5,7', '4,8', '0,7', '31', '–'], false),
          ],
        },
        paragraph('Die Unterschiede waren klinisch relevant.'),
      ],
    },
  }
}

test.describe('an editor walks through the studio', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let articleId: number
  const word = `Quarzplex${Date.now().toString(36)}`

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: WIDE })
    await signInToStudio(page)
  })
  test.afterAll(async () => {
    if (articleId) await cms(page, 'DELETE', `/articles/${articleId}?trash=true`).catch(() => {})
    await page.close()
  })

  test('the start page offers "Neuer Artikel" first, own drafts, failed jobs and recent changes, beside the navigation', async () => {
    await page.goto('/admin')
    const start = page.getByTestId('studio-start')
    await expect(start).toBeVisible({ timeout: 30_000 })
    const first = start.locator('a').first()
    await expect(first).toHaveText('Neuer Artikel')
    for (const heading of ['Ihre Entwürfe', 'Fehlgeschlagene Aufträge', 'Letzte Änderungen'])
      await expect(start.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.getByTestId('recent-changes').locator('tbody tr')).toHaveCount(10)
    await expect(page.getByTestId('recent-changes').locator('tbody tr').first()).toContainText(
      /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
    )
    // The navigation is open at 1280 px. Known open problem: between 1280 and 1440 px it
    // covers the page's left edge instead of pushing it aside, so no side-by-side check here.
    const nav = page.locator('aside.nav, nav.nav, .nav').first()
    await expect(nav.getByText('Artikel (DE)').first()).toBeVisible()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/start-1280.png`, fullPage: true })
  })

  test('an article with a table is created and found in the list by a word of its text', async () => {
    const { docs } = await cms<{ docs: { id: number }[] }>(
      page,
      'GET',
      '/categories?limit=1&where[audience][equals]=patient',
    )
    const created = await cms<{ doc: { id: number } }>(page, 'POST', '/articles?draft=false', {
      title: `Tabellenartikel ${Date.now()}`,
      abstract: 'Ein Artikel mit einer Ergebnistabelle.',
      category: docs[0]!.id,
      body: bodyWithTable(word),
      _status: 'published',
    })
    articleId = created.doc.id

    await page.goto('/admin/collections/articles')
    await expect(page.locator('[data-status-tab]')).toHaveCount(3, { timeout: 30_000 })
    // every row names its category, also the rows below the fold
    const categories = await page.locator('[data-category-cell]').allInnerTexts()
    expect(categories.length).toBeGreaterThan(5)
    for (const name of categories) expect(name).not.toMatch(/^(–|Kategorie \d+)$/)
    await expect(page.getByText(/ohne Kategorie|<Kein Kategorie>/)).toHaveCount(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-list-1280.png`, fullPage: true })

    // the search box finds the word of the body (not in title, slug or author)
    await page.goto(`/admin/collections/articles?search=${word.toLowerCase()}`)
    await expect(page.locator('.table tbody tr')).toHaveCount(1, { timeout: 30_000 })
    await expect(page.locator('.table tbody tr').first()).toContainText('Tabellenartikel')

    // the status tab "Entwürfe" filters by the URL, the search text kept
    await page.locator('[data-status-tab="draft"]').click()
    await expect(page).toHaveURL(
      /where%5B_status%5D%5Bequals%5D=draft|where\[_status\]\[equals\]=draft/,
    )
    await expect(page.locator('[data-status-tab="draft"]')).toHaveAttribute('aria-current', 'page')
  })

  test('the table reads on a 360 px phone: it scrolls inside itself, the page does not', async ({
    browser,
  }) => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } })
    await phone.goto(`/article/${articleId}`)
    const region = phone.locator('.rt-table')
    await expect(region).toBeVisible({ timeout: 30_000 })
    await expect(region.locator('caption')).toHaveText('Tabelle 1: Ergebnisse nach zwölf Monaten')
    await expect(region.locator('thead th[scope="col"]')).toHaveCount(8)
    await expect(region.locator('tbody th[scope="row"]')).toHaveCount(2)
    const sizes = await region.evaluate((el) => ({
      inner: el.scrollWidth,
      outer: el.clientWidth,
      page: document.documentElement.scrollWidth,
    }))
    expect(sizes.inner).toBeGreaterThan(sizes.outer)
    expect(sizes.page).toBeLessThanOrEqual(360)
    if (SHOTS) await region.screenshot({ path: `${SHOTS}/table-360.png` })
    await phone.close()
  })

  test('typing in a draft is saved by itself, without a button', async () => {
    const draft = await createDraft(page, 'Autosave')
    await page.goto(`/admin/collections/articles/${draft}`)
    const abstract = page.locator('#field-abstract')
    await expect(abstract).toBeVisible({ timeout: 30_000 })
    const typed = `Automatisch gesichert ${Date.now()}`
    await abstract.fill(typed)
    // no save button pressed: the autosave writes a draft version within a few seconds
    await expect
      .poll(
        async () =>
          (await cms<{ abstract: string }>(page, 'GET', `/articles/${draft}?draft=true&depth=0`))
            .abstract,
        { timeout: 30_000 },
      )
      .toBe(typed)
    const versions = await cms<{ docs: { autosave?: boolean }[] }>(
      page,
      'GET',
      `/articles/versions?where[parent][equals]=${draft}&depth=0`,
    )
    expect(versions.docs.some((v) => v.autosave === true)).toBe(true)
    await cms(page, 'DELETE', `/articles/${draft}?trash=true`)
  })

  test('a draft planned for the next free minute of the picker is published by the workers', async () => {
    test.setTimeout(9 * 60_000)
    const draft = await createDraft(page, 'Geplant')
    await page.goto(`/admin/collections/articles/${draft}`)
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    await page.locator('#action-save-popup button').first().click()
    await page.locator('#schedule-publish').click()
    const drawer = page.getByRole('dialog', { name: /schedule-publish/ })
    await expect(drawer.getByText('Bevorstehende Ereignisse')).toBeVisible({ timeout: 30_000 })
    // Payload's styled radio covers the input: choose by its label.
    await drawer.getByText('Veröffentlichen', { exact: true }).click({ timeout: 30_000 })
    await expect(drawer.getByRole('radio', { name: 'Veröffentlichen', exact: true })).toBeChecked()
    await drawer.getByRole('textbox').first().click({ timeout: 30_000 })
    // the earliest time still open today (every five minutes, on a 24-hour clock)
    const slot = page
      .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
      .first()
    await expect(slot).toHaveText(/^\d{2}:\d{2}$/)
    await slot.click({ timeout: 30_000 })
    await drawer.locator('#scheduled-publish-save').click({ timeout: 30_000 })
    await expect(page.getByText('Erfolgreich geplant.')).toBeVisible({ timeout: 30_000 })
    expect(
      (await cms<{ _status: string }>(page, 'GET', `/articles/${draft}?depth=0`))._status,
    ).toBe('draft')
    // the worker publishes it once the time has come (at most five minutes and one poll)
    await expect
      .poll(
        async () =>
          (await cms<{ _status: string }>(page, 'GET', `/articles/${draft}?depth=0`))._status,
        { timeout: 7 * 60_000, intervals: [5_000] },
      )
      .toBe('published')
    const reader = await page.context().browser()!.newPage()
    expect((await reader.goto(`/article/${draft}`))!.status()).toBe(200)
    await reader.close()
    await cms(page, 'DELETE', `/articles/${draft}?trash=true`)
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

  test('a deleted article waits in the trash, away from readers, until it is restored', async () => {
    await page.goto(`/admin/collections/articles/${articleId}`)
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    // the document's "…" menu (the publish button has a menu of its own)
    await page.locator('.doc-controls__dots').click()
    await page.getByRole('button', { name: 'Löschen' }).first().click()
    const dialog = page.locator('dialog, [role="dialog"], .confirmation-modal').last()
    await dialog
      .getByRole('button', { name: /Bestätigen|Löschen/ })
      .last()
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/articles\/?(\?.*)?$/, { timeout: 30_000 })

    const reader = await page.context().browser()!.newPage()
    expect((await reader.goto(`/article/${articleId}`))!.status()).toBe(404)

    await page.goto('/admin/collections/articles/trash')
    await expect(page.getByText('Tabellenartikel').first()).toBeVisible({ timeout: 30_000 })
    await cms(page, 'PATCH', `/articles/${articleId}?trash=true`, { deletedAt: null })
    expect((await reader.goto(`/article/${articleId}`))!.status()).toBe(200)
    await reader.close()
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

  test('a static page goes back to an older revision', async () => {
    const { docs } = await cms<{ docs: { id: number; content: unknown }[] }>(
      page,
      'GET',
      '/pages?where[slug][equals]=about&locale=de&depth=0',
    )
    const about = docs[0]!
    await cms(page, 'PATCH', `/pages/${about.id}?locale=de`, {
      content: richText([paragraph('Versehentlich überschrieben.')]),
    })
    await page.goto(`/admin/collections/pages/${about.id}/versions`)
    const rows = page.locator('.table tbody tr')
    await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 })
    await rows.nth(1).locator('a').first().click()
    await page.getByRole('button', { name: 'Diese Version wiederherstellen' }).click()
    await page
      .locator('.confirmation-modal, [role="dialog"]')
      .last()
      .getByRole('button', { name: /Bestätigen|Wiederherstellen/ })
      .last()
      .click()
    await expect
      .poll(
        async () =>
          (await cms<{ content: unknown }>(page, 'GET', `/pages/${about.id}?locale=de&depth=0`))
            .content,
        { timeout: 30_000 },
      )
      .toEqual(about.content)
  })
})
