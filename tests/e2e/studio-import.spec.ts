import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { DEMO_ADMIN } from './helpers'

const GHOST_EXPORT = path.resolve('tests/fixtures/import/ghost-6.json')

async function signInAsAdmin(page: Page) {
  await page.goto('/admin')
  await page.locator('#field-email').fill(DEMO_ADMIN.email)
  await page.locator('#field-password').fill(DEMO_ADMIN.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** Payload REST as the signed-in admin (same origin, like the studio). */
async function cms<T>(page: Page, method: string, pathAndQuery: string): Promise<T> {
  const origin = new URL(page.url()).origin
  const response = await page.request.fetch(`${origin}/api/cms${pathAndQuery}`, { method })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

test('the studio imports a Ghost export: dry run, category mapping, progress that survives a reload, old address', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signInAsAdmin(page)
  await page.getByTestId('nav-import').click()
  await expect(page).toHaveURL(/\/admin\/import$/)

  const panel = page.getByTestId('import-panel')
  await panel.getByTestId('import-source').selectOption('ghost')
  await panel.getByTestId('import-file').setInputFiles(GHOST_EXPORT)
  await panel.getByRole('button', { name: 'Probelauf starten' }).click()

  const run = panel.getByTestId('import-run')
  await expect(run).toHaveAttribute('data-status', 'done', { timeout: 60_000 })
  await expect(run.getByRole('heading', { level: 2 })).toContainText('Probelauf von ghost-6.json')
  await expect(run.getByTestId('import-count-articles')).toHaveText('3')
  await expect(run.getByTestId('import-count-pages')).toHaveText('1')
  await expect(run.getByTestId('import-warnings')).toContainText('Ohne Text')
  await expect(run.getByTestId('import-warnings')).toContainText('Unbekanntes Markup')

  // Every tag into an existing category of the journal: the import adds no category.
  for (const tag of ['prophylaxe', 'kieferorthopaedie', 'hash-patienten'])
    await run.getByTestId(`import-choice-${tag}`).selectOption({ label: 'Grundlagen' })
  await run.getByRole('button', { name: 'Jetzt importieren' }).click()
  await expect(run.getByRole('heading', { level: 2 })).toContainText('Import von ghost-6.json', {
    timeout: 30_000,
  })
  await expect(run).toHaveAttribute('data-status', 'done', { timeout: 120_000 })

  // A reload shows the same run again, from the server.
  await page.reload()
  await expect(page.getByTestId('import-run')).toHaveAttribute('data-status', 'done', {
    timeout: 30_000,
  })
  await expect(page.getByTestId('import-count-articles')).toHaveText('3')
  await expect(page.getByTestId('import-count-categories')).toHaveText('0')

  const { docs } = await cms<{ docs: { id: number }[] }>(
    page,
    'GET',
    '/articles?where[slug][equals]=fluoridlack-bei-kindern&depth=0',
  )
  expect(docs).toHaveLength(1)
  const origin = new URL(page.url()).origin
  // The server's copy of the redirects is at most 30 s old.
  await expect
    .poll(
      async () => {
        const old = await page.request.get(`${origin}/fluoridlack-bei-kindern`, { maxRedirects: 0 })
        const location = old.headers().location
        return `${old.status()} ${location ? new URL(location, origin).pathname : ''}`
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toBe(`301 /article/${docs[0]!.id}`)
  // The old blog's usual form, with a trailing slash: 301 in one step (no 308 before it).
  const withSlash = await page.request.get(`${origin}/fluoridlack-bei-kindern/`, {
    maxRedirects: 0,
  })
  expect(withSlash.status()).toBe(301)
  expect(new URL(withSlash.headers().location!, origin).pathname).toBe(`/article/${docs[0]!.id}`)

  // Leave the journal as seeded for the other specs.
  for (const slug of ['fluoridlack-bei-kindern', 'versiegelung-molaren', 'aligner-adolescence'])
    await cms(page, 'DELETE', `/articles?where[slug][equals]=${slug}&trash=true`)
  await cms(page, 'DELETE', '/redirects?where[id][exists]=true')
  await page.getByTestId('import-run').getByRole('button', { name: 'Schließen' }).click()
  await expect(page.getByTestId('import-run')).toHaveCount(0)
})
