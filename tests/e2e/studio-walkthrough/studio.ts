import { expect, type Page } from '@playwright/test'

import { DEMO_EDITOR } from '../helpers'

/**
 * Shared set-up of the studio walkthrough (one spec file per studio area beside this file):
 * the editor's sign-in, Payload REST calls as that editor, and Lexical values to create
 * articles and pages with.
 */

/** The laptop width the walkthrough runs at. */
export const WIDE = { width: 1280, height: 900 }

/** Where screenshots go when `STUDIO_SHOTS_DIR` is set (none otherwise). */
export const SHOTS = process.env.STUDIO_SHOTS_DIR

/** Signs the demo editor in to the studio and waits for the start page. */
export async function signInToStudio(page: Page) {
  await page.goto('/admin')
  await expect(page.getByTestId('studio-logo')).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-email').fill(DEMO_EDITOR.email)
  await page.locator('#field-password').fill(DEMO_EDITOR.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** A new 1280 px page with the demo editor signed in to the studio. */
export async function studioPage(browser: {
  newPage: (options: { viewport: typeof WIDE }) => Promise<Page>
}): Promise<Page> {
  const page = await browser.newPage({ viewport: WIDE })
  await signInToStudio(page)
  return page
}

/** A JSON request of the signed-in editor to Payload's REST API (same origin, like the studio). */
export async function cms<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
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

/** A Lexical paragraph node with one text. */
export const paragraph = (value: string) => ({
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
export const richText = (children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

/** A patient category's id (articles need one to be published). */
async function patientCategory(page: Page): Promise<number> {
  const { docs } = await cms<{ docs: { id: number }[] }>(
    page,
    'GET',
    '/categories?limit=1&where[audience][equals]=patient',
  )
  return docs[0]!.id
}

/** Creates a complete German draft (title, abstract, category, text) and returns its id. */
export async function createDraft(page: Page, title: string): Promise<number> {
  const created = await cms<{ doc: { id: number } }>(page, 'POST', '/articles?draft=true', {
    title: `${title} ${Date.now()}`,
    abstract: 'Ein Entwurf aus dem Rundgang durch das Studio.',
    category: await patientCategory(page),
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
  return richText([
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
  ])
}

/**
 * Publishes a patient article titled "Tabellenartikel …" whose body has a wide results
 * table and the word `word`; returns its id and title.
 */
export async function createTableArticle(
  page: Page,
  word: string,
): Promise<{ id: number; title: string }> {
  const title = `Tabellenartikel ${Date.now()}`
  const created = await cms<{ doc: { id: number } }>(page, 'POST', '/articles?draft=false', {
    title,
    abstract: 'Ein Artikel mit einer Ergebnistabelle.',
    category: await patientCategory(page),
    body: bodyWithTable(word),
    _status: 'published',
  })
  return { id: created.doc.id, title }
}

/** On a version's page in the studio: "Diese Version wiederherstellen", then confirms. */
export async function restoreShownVersion(page: Page) {
  await page.getByRole('button', { name: 'Diese Version wiederherstellen' }).click()
  await page
    .locator('.confirmation-modal, [role="dialog"]')
    .last()
    .getByRole('button', { name: /Bestätigen|Wiederherstellen/ })
    .last()
    .click()
}
