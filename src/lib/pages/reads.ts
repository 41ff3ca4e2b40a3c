import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { lexicalToHtml, type EditorState } from '@/lib/richtext/convert'
import { asServer } from '@/lib/payload/readAs'

/** The static pages, as the `slug` options of the pages collection. */
export const STATIC_PAGE_SLUGS = ['about', 'imprint', 'privacy', 'terms'] as const

export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number]

/** Whether `value` (e.g. a URL segment) names one of the static pages. */
export function isStaticPageSlug(value: string): value is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(value)
}

/**
 * A static page as one reader sees it.
 * - `lang`: language code of `title` and `html` (the reader's, else English, else German)
 * - `languages`: every language the page has its own title and text in, German first
 * - `updatedAt`: ISO timestamp of the last change (any language)
 */
export type StaticPage = {
  title: string
  html: string
  lang: string
  languages: string[]
  updatedAt: string
}

/** Language shown to readers whose language has no text of its own. */
export const STATIC_PAGE_FALLBACK_LOCALE = 'en'

/**
 * The static page `slug` for a reader of `locale`: in that language when an editor wrote
 * a title and text for it, else in English, else in German (the legally binding version).
 * Readers get the published version only, never an (auto)saved draft. `draft: true` reads
 * the newest saved version instead, draft or not: for the staff preview only, never cached
 * and never handed to anyone else. Null when the page was deleted, has never been published
 * (without `draft`), or has no text in any of these languages.
 */
export async function findStaticPage(
  payload: Payload,
  slug: StaticPageSlug,
  locale: string,
  { draft = false }: { draft?: boolean } = {},
): Promise<StaticPage | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: draft
      ? { slug: { equals: slug } }
      : { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    draft,
    limit: 1,
    depth: 0,
    // every language at once, without Payload's fallback to the default locale
    locale: 'all',
    ...asServer(
      'Public, cached static page shared by every reader, or the staff preview (its route checks the role).',
    ),
  })
  const page = docs[0]
  if (!page) return null
  const titles = (page.title ?? {}) as unknown as Record<string, string | null | undefined>
  const contents = (page.content ?? {}) as unknown as Record<string, EditorState | null>
  const languages = Object.keys(titles)
    .filter((l) => titles[l]?.trim() && contents[l])
    .sort(
      (a, b) => Number(b === DEFAULT_LOCALE) - Number(a === DEFAULT_LOCALE) || a.localeCompare(b),
    )
  const lang = [locale, STATIC_PAGE_FALLBACK_LOCALE, DEFAULT_LOCALE].find((l) =>
    languages.includes(l),
  )
  if (!lang) return null
  return {
    title: titles[lang]!,
    html: lexicalToHtml(contents[lang]!),
    lang,
    languages,
    updatedAt: page.updatedAt,
  }
}
