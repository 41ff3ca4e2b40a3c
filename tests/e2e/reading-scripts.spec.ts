import { expect, test, type Page } from '@playwright/test'

import { seededArticle } from './helpers'

/**
 * What a visitor's browser runs on the reading pages. Code that only some readers need is
 * loaded when they need it: the Supabase client (Supabase auth mode only), a schema
 * library (account forms only), the signed-in user menu and the toast area; UI messages
 * come precompiled, so no ICU parser. Each marker is a string that only that library's
 * code contains.
 */
const ABSENT_FOR_VISITORS: Record<string, string> = {
  'Supabase auth client': 'GoTrueClient',
  'zod schema library': '$ZodObject',
  'Radix dropdown menu (user menu)': 'DropdownMenu',
  'Radix toast (toast area)': 'ToastViewport',
  'ICU message parser': 'MALFORMED_ARGUMENT',
}

/**
 * Besides, pages without an article ask nobody who reads (the header loads the user
 * request only with a signed-in hint), so they carry no data-fetching library (SWR).
 */
const ABSENT_WITHOUT_ARTICLE: Record<string, string> = { 'SWR (user request)': 'dedupingInterval' }

/** Loads `path` and returns the text of every script the page fetched until it was idle. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return Promise.all(bodies)
}

test('a visitor’s reading pages load no auth, schema, menu, toast or message-parser code', async ({
  page,
}) => {
  const article = await seededArticle(page.request, (a) => a.audience === 'doctor')
  for (const path of ['/', `/article/${article.id}`, '/category/studies', '/patient', '/en']) {
    const scripts = await scriptsOf(page, path)
    expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0)
    const absent = path.startsWith('/article/')
      ? ABSENT_FOR_VISITORS
      : { ...ABSENT_FOR_VISITORS, ...ABSENT_WITHOUT_ARTICLE }
    for (const [name, marker] of Object.entries(absent)) {
      const found = scripts.some((body) => body.includes(marker))
      expect(found, `${path} must not load the ${name}`).toBe(false)
    }
    page.removeAllListeners('response')
  }
})
