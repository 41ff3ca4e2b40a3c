import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { DEMO_ADMIN, DEMO_EDITOR } from './helpers'

type Job = { id: number; locale: string; status: string; error: string | null }

async function signInToStudio(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** Polls the admin API (with the page's session) until the jobs are done or failed. */
async function waitForJobs(page: Page, path: string, expected: number): Promise<Job[]> {
  let jobs: Job[] = []
  await expect
    .poll(
      async () => {
        jobs = (await (await page.request.get(path)).json()) as Job[]
        return (
          jobs.length >= expected && jobs.every((j) => j.status === 'done' || j.status === 'error')
        )
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  return jobs
}

test('the demo admin signs in to the studio and sees the tabs and the overview', async ({
  page,
}) => {
  await signInToStudio(page, DEMO_ADMIN)
  await expect(page.getByRole('heading', { name: 'Überblick' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByTestId('studio-count')).toHaveCount(7)
  await expect(page.getByTestId('studio-count').last()).toContainText(
    'Profile zur erneuten Prüfung',
  )
  for (const group of ['Artikel (DE)', 'Audio', 'Seiten', 'Übersetzungen', 'Einstellungen']) {
    await expect(
      page
        .getByRole('button', { name: group, exact: true })
        .or(page.getByText(group, { exact: true }))
        .first(),
    ).toBeVisible()
  }
  // The article list has translate and audio buttons per row (the title opens the editor),
  // and the whole row, actions included, fits a 1280 px window.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/admin/collections/articles')
  const translate = page.getByRole('button', { name: 'Übersetzen…' }).first()
  await expect(translate).toBeVisible({ timeout: 30_000 })
  const audio = page.getByRole('button', { name: 'Audio', exact: true }).first()
  await expect(audio).toBeVisible()
  // Measured once every cell has loaded (the dates arrive after the rows).
  await expect(page.getByText('Lädt...')).toHaveCount(0)
  const box = await audio.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280)
  // ... beside the open navigation, without scrolling the table sideways (nothing cut off)
  await expect(page.locator('aside.nav')).toHaveClass(/nav--nav-open/)
  const table = page.locator('.collection-list .table')
  const widths = await table.evaluate((t) => ({ inner: t.scrollWidth, outer: t.clientWidth }))
  expect(widths.inner).toBeLessThanOrEqual(widths.outer)
  const tableBox = (await table.boundingBox())!
  expect(box!.x + box!.width).toBeLessThanOrEqual(tableBox.x + tableBox.width)
  await expect(page.getByText('Online', { exact: true }).first()).toBeVisible()
  // Asking which languages: all 44 only after an explicit confirmation.
  await translate.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Alle', exact: true }).click()
  const submit = dialog.getByRole('button', { name: 'In 44 Sprachen übersetzen' })
  await expect(submit).toBeDisabled()
  await expect(dialog.getByText(/Ja, in alle 44 Sprachen übersetzen/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(dialog).toBeHidden()
})

test.describe('the editor at work', () => {
  // One studio session for the whole group: sign-ins per address are rate-limited.
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage()
    await signInToStudio(page, DEMO_EDITOR)
  })
  test.afterAll(async () => {
    await page.close()
  })

  test('an editor writes and publishes an article, translates it into English, and a reader reads it at /en', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.goto('/admin')
    // Editors do not see the admin-only settings, users or invitation codes.
    await expect(page.getByText('Einladungscodes', { exact: true })).toHaveCount(0)

    const title = `Studio-Test ${Date.now()}`
    await page.goto('/admin/collections/articles/create')
    await page.locator('#field-category').click()
    await page.getByRole('option', { name: /Vorsorge/ }).click()
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await page.keyboard.type('Ein erster Absatz über Fluorid. ')
    await expect(editor).toContainText('Ein erster Absatz über Fluorid.')
    // The rich-text field hands its value to the form after a short debounce: leave the
    // editor and give it that moment before publishing. The title comes last: a new article
    // with a title is saved as a draft at the first pause of 2 s, and this test publishes
    // it in one go.
    await page.locator('#field-title').fill(title)
    await page.waitForTimeout(750)
    await page.getByRole('button', { name: 'Veröffentlichen' }).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, {
      timeout: 30_000,
    })
    const id = Number(/articles\/(\d+)/.exec(page.url())![1])

    // Translate into English only.
    await page.getByText('Übersetzen…', { exact: true }).click()
    await page.getByRole('checkbox', { name: 'English (en)' }).check()
    await page.getByRole('button', { name: 'In 1 Sprache übersetzen', exact: true }).click()
    await expect(page.getByText('Übersetzung gestartet (1 Sprache)')).toBeVisible()
    const jobs = await waitForJobs(page, `/api/admin/jobs?articleId=${id}`, 1)
    expect(jobs).toEqual([expect.objectContaining({ locale: 'en', status: 'done' })])
    await expect(page.getByText('Fertig: 1')).toBeVisible({ timeout: 15_000 })

    const reader = await browser.newPage()
    await reader.goto(`/en/article/${id}`)
    await expect(reader.locator('html')).toHaveAttribute('lang', 'en')
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`[en-us] ${title}`)
    // The provenance line names the translator the job used and that nobody reviewed it yet.
    const provenance = reader.getByTestId('translation-provenance')
    await expect(provenance).toHaveAttribute('data-kind', 'machine')
    await expect(provenance).toContainText('machine-translated (DeepL)')
    await expect(reader.getByTestId('article-body')).toContainText(
      '[en-us] Ein erster Absatz über Fluorid.',
    )
    await reader.close()
  })

  test('audio: an editor produces the spoken version and a reader can play it on a free article', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const created = await page.request.post('/api/admin/articles', {
      data: {
        title: `Hörfassung ${Date.now()}`,
        bodyMd: 'Zähne putzen zweimal am Tag.',
        category: 'prevention',
        author: 'Dr. Audio',
        status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    await page.goto(`/admin/collections/articles/${id}`)
    await page.getByRole('button', { name: 'Audio erzeugen (de)' }).click()
    await expect(page.getByText('Audio-Erzeugung gestartet (de)')).toBeVisible()
    const [job] = await waitForJobs(page, `/api/admin/audio-jobs?articleId=${id}`, 1)
    expect(job).toMatchObject({ status: 'done' })

    // A premium article's audio is for members: a visitor gets 401 from the audio route.
    const premium = await page.request.post('/api/admin/articles', {
      data: {
        title: `Premium-Hörfassung ${Date.now()}`,
        bodyMd: 'Nur für Mitglieder.',
        category: 'studies',
        author: 'Dr. Audio',
        status: 'published',
      },
    })
    const premiumId = ((await premium.json()) as { id: number }).id
    await page.request.post(`/api/admin/articles/${premiumId}/audio`, { data: { locale: 'de' } })
    await waitForJobs(page, `/api/admin/audio-jobs?articleId=${premiumId}`, 1)
    const visitor = await browser.newContext()
    expect(
      (await visitor.request.get(`/api/articles/${premiumId}/audio?locale=de-DE`)).status(),
    ).toBe(401)
    expect((await visitor.request.get(`/api/articles/${id}/audio?locale=de-DE`)).status()).toBe(200)
    await visitor.close()
    expect((await page.request.get(`/api/articles/${premiumId}/audio?locale=de-DE`)).status()).toBe(
      200,
    )

    await page.goto(`/article/${id}`)
    const audio = page.getByTestId('article-audio').locator('audio')
    await expect(audio).toHaveAttribute('src', `/api/articles/${id}/audio?locale=de-DE`)
    const file = await page.request.get(`/api/articles/${id}/audio?locale=de-DE`, {
      headers: { range: 'bytes=0-99' },
    })
    expect(file.status()).toBe(206)
    expect(file.headers()['content-type']).toBe('audio/mpeg')
  })

  test('a reader who picks Japanese gets the shipped Japanese interface, which a translation run leaves alone; Arabic reads right to left', async () => {
    test.setTimeout(120_000)
    const japanese = (
      JSON.parse(readFileSync('messages/ja.json', 'utf8')) as { Home: { bannerTitle: string } }
    ).Home.bannerTitle
    const queued = await page.request.post('/api/admin/ui-strings/translate', {
      data: { locales: ['ja'] },
    })
    expect(queued.status()).toBe(202)
    const [job] = await waitForJobs(page, '/api/admin/jobs?subject=uiStrings', 1)
    expect(job?.status).toBe('done')

    const strings = (await (await page.request.get('/api/ui-strings/ja-JP')).json()) as Record<
      string,
      string
    >
    expect(strings['Home.bannerTitle']).toBe(japanese)
    await page.goto('/ja')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByText(japanese).first()).toBeVisible()
    await page.goto('/ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })
})
