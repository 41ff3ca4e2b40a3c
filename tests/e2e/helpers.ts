import type { APIRequestContext } from '@playwright/test'

import { loadSeedArticles, type SeedArticle } from '../../scripts/seed/content'
import { DEMO_ACCOUNTS } from '../../scripts/seed/demoAccounts'

export type ApiArticle = {
  id: number
  slug: string
  isPremium: boolean
  audience: string
  featured: number
  trending: number
  gated?: boolean
  bodyMd?: string
  bodyHtml?: string
}

/** The seeded article with this slug, with its id on the running server. */
export async function seededArticle(
  request: APIRequestContext,
  predicate: (a: SeedArticle) => boolean,
): Promise<SeedArticle & { id: number }> {
  const seed = loadSeedArticles().find(predicate)
  if (!seed) throw new Error('no seeded article matches')
  const list = (await (
    await request.get(`/api/articles/category/${seed.category}?locale=de-DE`)
  ).json()) as ApiArticle[]
  const found = list.find((a) => a.slug === seed.slug)
  if (!found) throw new Error(`seeded article ${seed.slug} not served`)
  return { ...seed, id: found.id }
}

/** The text paragraphs of a Markdown body (headings and list items skipped). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith('#') && !/^([-*]|\d+\.)\s/.test(p))
}

/** The last text paragraph of a Markdown body. */
export function lastParagraph(body: string): string {
  return paragraphs(body).at(-1)!
}

/** A distinctive piece of a paragraph that survives Markdown -> HTML (first 50 characters of plain words). */
export function snippet(paragraph: string): string {
  return paragraph.replace(/[*_`[\]()]/g, '').slice(0, 50)
}

const credentials = ({ email, password }: { email: string; password: string }) => ({
  email,
  password,
})
export const DEMO_EDITOR = credentials(DEMO_ACCOUNTS.editor)
export const DEMO_ADMIN = credentials(DEMO_ACCOUNTS.admin)
/** The demo doctor, who has a (manual) premium membership. */
export const DEMO_DOCTOR = credentials(DEMO_ACCOUNTS.doctor)
