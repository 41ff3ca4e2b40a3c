import { expect, test, type Page } from '@playwright/test'

import { DEMO_ADMIN, DEMO_EDITOR } from './helpers'

async function signInToStudio(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin')
  // The login page carries the journal's logo, not Payload's.
  await expect(page.getByTestId('studio-logo')).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

test.describe('the article editor in German, its checks and the draft preview', () => {
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

  test('every field of the article editor is labelled in German', async () => {
    await page.goto('/admin/collections/articles/create')
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    // Labels read "Titel * — Deutsch" for localized fields: compare the name only.
    const names = (await page.locator('.field-label').allInnerTexts()).map((t) =>
      t.replace(/—.*$/s, '').replace(/\*/g, '').trim(),
    )
    expect(names).toEqual(
      expect.arrayContaining([
        'Titel',
        'Kurzfassung',
        'Kategorie',
        'Autor',
        'Veröffentlicht am',
        'Evidenzgrad',
        'Themen-Schlüssel',
        'Lesezeit (Minuten)',
      ]),
    )
    for (const box of ['Hervorgehoben', 'Im Trend', 'Mit Video'])
      await expect(page.getByRole('checkbox', { name: box })).toBeVisible()
    for (const english of ['Title', 'Abstract', 'Body', 'Category', 'Author Name', 'Featured'])
      expect(names).not.toContain(english)
    await expect(page.getByText('Literaturangabe hinzufügen').first()).toBeVisible()
  })

  test('a draft without a title is refused and the title field says why in German', async () => {
    await page.goto('/admin/collections/articles/create')
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    await page.locator('#field-abstract').fill('Nur eine Kurzfassung, noch kein Titel.')
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/cms/articles') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Entwurf speichern' }).click()
    expect((await answer).status()).toBe(400)
    const titleField = page.locator('.field-type.text', { has: page.locator('#field-title') })
    await expect(titleField).toHaveClass(/error/)
    await expect(titleField.getByText('Bitte einen Titel eingeben.')).toBeVisible()
    await expect(page).toHaveURL(/\/articles\/create/)
  })

  test('publishing without text and category marks both fields in German until they are filled', async () => {
    await page.goto('/admin/collections/articles/create')
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    // Typed and published at once: the form's check of the typing answers after the refusal.
    await page.locator('#field-title').fill(`Ohne Text ${Date.now()}`)
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/cms/articles') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Veröffentlichen' }).first().click()
    expect((await answer).status()).toBe(400)
    const body = page.locator('.field-type.rich-text-lexical')
    const category = page.locator('#field-category')
    await expect(body).toHaveClass(/error/)
    await expect(category.getByText('Bitte eine Kategorie wählen.')).toBeVisible()
    // Still marked once the form's own re-validation has answered.
    await page.waitForTimeout(3_000)
    await expect(body.getByText('Bitte den Artikeltext eingeben.')).toBeVisible()
    await expect(category.getByText('Bitte eine Kategorie wählen.')).toBeVisible()

    // Choosing a category clears its mark; the text is still missing for publishing.
    await category.locator('.rs__control').click()
    await page.locator('.rs__option').first().click()
    await expect(category.getByText('Bitte eine Kategorie wählen.')).toHaveCount(0)
    await page.waitForTimeout(3_000)
    await expect(body.getByText('Bitte den Artikeltext eingeben.')).toBeVisible()
    await expect(body).toHaveClass(/error/)
    await expect(page).toHaveURL(/\/articles\/create/)
  })

  test('the editor previews a draft in the journal at desktop and phone width; a visitor gets 404', async ({
    browser,
  }) => {
    const title = `Vorschau-Test ${Date.now()}`
    const created = await page.request.post('/api/admin/articles', {
      data: {
        title,
        bodyMd: 'Erster Absatz des Entwurfs über Chlorhexidin.',
        category: 'prevention',
        author: 'Dr. Vorschau',
        status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      const response = await page.goto(`/preview/article/${id}`)
      expect(response!.status()).toBe(200)
      expect(response!.headers()['cache-control']).toMatch(/no-store/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('article-body')).toContainText('Chlorhexidin')
      await expect(page.getByRole('note')).toContainText('nur für die Redaktion')
      // Nothing scrolls sideways on the phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    const visitor = await browser.newPage()
    const answer = await visitor.goto(`/preview/article/${id}`)
    expect(answer!.status()).toBe(404)
    await expect(visitor.getByText('Chlorhexidin')).toHaveCount(0)
    const publicPage = await visitor.goto(`/article/${id}`)
    expect(publicPage!.status()).toBe(404)
    await visitor.close()

    // The editor's sidebar links to the preview of the same article.
    await page.goto(`/admin/collections/articles/${id}`)
    await expect(
      page.getByRole('link', { name: /Vorschau \(zuletzt gespeichert\)/ }),
    ).toHaveAttribute('href', `/preview/article/${id}`)

    // Live Preview beside the editor: the studio may frame its own origin, so the frame
    // shows the draft (it was blank while the studio's policy said frame-src 'none').
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 })
    const src = await page.locator('#live-preview-iframe').getAttribute('src')
    expect(new URL(src!).origin).toBe(new URL(page.url()).origin)
    await page.locator('#live-preview-toggler').click()
    await page.request.delete(`/api/cms/articles/${id}`)
  })

  test('audio of a changed text is not played, is marked outdated, and one click makes it anew', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const created = await page.request.post('/api/admin/articles', {
      data: {
        title: `Hörfassung veraltet ${Date.now()}`,
        bodyMd: 'Zähne putzen zweimal am Tag.',
        category: 'prevention',
        author: 'Dr. Audio',
        status: 'published',
      },
    })
    const { id } = (await created.json()) as { id: number }
    const audioJobs = `/api/admin/audio-jobs?articleId=${id}`
    const jobsDone = async (count: number) =>
      expect
        .poll(
          async () => {
            const jobs = (await (await page.request.get(audioJobs)).json()) as {
              status: string
            }[]
            return jobs.length === count && jobs.every((j) => j.status === 'done')
          },
          { timeout: 60_000 },
        )
        .toBe(true)
    await page.request.post(`/api/admin/articles/${id}/audio`, { data: { locale: 'de' } })
    await jobsDone(1)
    const visitor = await browser.newContext()
    const audioUrl = `/api/articles/${id}/audio?locale=de-DE`
    expect((await visitor.request.get(audioUrl)).status()).toBe(200)

    // The text changes and is published: readers get no audio, the studio says why.
    const changed = await page.request.put(`/api/admin/articles/${id}`, {
      data: { bodyMd: 'Zähne putzen dreimal am Tag.', status: 'published' },
    })
    expect(changed.status()).toBe(200)
    expect((await visitor.request.get(audioUrl)).status()).toBe(404)
    await page.goto(`/admin/collections/articles/${id}`)
    const entry = page.getByTestId('audio-job-de')
    await expect(entry).toContainText('Veraltet', { timeout: 30_000 })
    await entry.getByRole('button', { name: 'Neu erzeugen' }).click()
    await jobsDone(2)
    expect((await visitor.request.get(audioUrl)).status()).toBe(200)
    await page.reload()
    await expect(page.getByTestId('audio-job-de')).not.toContainText('Veraltet', {
      timeout: 30_000,
    })
    await visitor.close()
  })
})

test('an admin sees at a glance which provider keys are set and tests a connection', async ({
  browser,
}) => {
  const page = await browser.newPage()
  await signInToStudio(page, DEMO_ADMIN)
  await page.goto('/admin/globals/settings')
  await page.getByRole('button', { name: 'Übersetzung & KI' }).click()
  const deepl = page.getByTestId('secret-translationApiKey')
  // The e2e server gets DeepL's key from the environment, which wins over the field.
  await expect(deepl.getByTestId('secret-env')).toContainText(
    'Die Umgebungsvariable DEEPL_API_KEY ist gesetzt und hat Vorrang',
  )
  await expect(deepl.getByTestId('secret-state')).toHaveText('Nicht gesetzt')
  await expect(deepl).toContainText('Wird verschlüsselt gespeichert')

  const ai = page.getByTestId('secret-aiApiKey')
  await ai.locator('input[type="password"]').fill('sk-test-key-abcd1234')
  await expect(ai.getByTestId('secret-state')).toHaveText(
    'Neuer Schlüssel – wird beim Speichern übernommen',
  )
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(ai.getByTestId('secret-state')).toHaveText('Gesetzt (endet auf …1234)', {
    timeout: 15_000,
  })
  await page.reload()
  await page.getByRole('button', { name: 'Übersetzung & KI' }).click()
  await expect(ai.getByTestId('secret-state')).toHaveText('Gesetzt (endet auf …1234)')
  // The key itself never reaches the page.
  expect(await page.content()).not.toContain('sk-test-key')

  await page.getByRole('button', { name: 'Verbindung testen (DeepL)' }).click()
  await expect(page.getByTestId('connection-test-deepl').getByRole('status')).toContainText(
    'Verbindung zu DeepL funktioniert',
  )

  await ai.getByRole('button', { name: 'Entfernen' }).click()
  await expect(ai.getByTestId('secret-state')).toHaveText('Wird beim Speichern entfernt')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(ai.getByTestId('secret-state')).toHaveText('Nicht gesetzt', { timeout: 15_000 })
  await page.reload()
  await page.getByRole('button', { name: 'Übersetzung & KI' }).click()
  await expect(ai.getByTestId('secret-state')).toHaveText('Nicht gesetzt')
  await page.close()
})
