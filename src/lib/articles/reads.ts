import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { findArticlesTranslatedInto } from '@/lib/seo/articleLocales'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'

import { renderArticle, toArticleSummary, type RenderedArticle } from './serialize'
import type { ArticleSummary } from './types'
import type { Audience } from '@/lib/audience'
import { asServer } from '@/lib/payload/readAs'

export type ArticleListKind = 'featured' | 'latest' | 'trending'

/** How many items each list answers at most (the home page shows fewer, see `homeLists.ts`). */
export const LIST_LIMITS: Record<ArticleListKind, number> = {
  featured: 10,
  latest: 20,
  trending: 10,
}
/** Most articles a category list answers. */
export const CATEGORY_LIMIT = 200

const published: Where = { _status: { equals: 'published' } }

async function findSummaries(
  payload: Payload,
  where: Where[],
  locale: Locale,
  limit: number,
): Promise<ArticleSummary[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [published, ...where] },
    locale,
    fallbackLocale: 'de',
    sort: '-publishedAt',
    limit,
    depth: 1,
    pagination: false,
    ...asServer('Public, cached read of published articles; the cache is shared by every reader.'),
  })
  const own =
    locale === DEFAULT_LOCALE
      ? null
      : await findArticlesTranslatedInto(
          payload,
          docs.map((d) => d.id),
          locale,
        )
  return docs.map((doc) => toArticleSummary(doc, !own || own.has(doc.id) ? locale : DEFAULT_LOCALE))
}

/**
 * Published articles of one list (`/api/articles/featured|latest|trending`),
 * optionally of one audience, newest first. Uncached: see `queries.ts`.
 */
export async function findArticleList(
  payload: Payload,
  kind: ArticleListKind,
  locale: Locale,
  audience?: Audience,
): Promise<ArticleSummary[]> {
  const where: Where[] = audience ? [{ audience: { equals: audience } }] : []
  if (kind === 'featured') where.push({ featured: { equals: true } })
  if (kind === 'trending') where.push({ trending: { equals: true } })
  return findSummaries(payload, where, locale, LIST_LIMITS[kind])
}

/**
 * Published articles of a category given its `slugEn` or `slug`
 * (`/api/articles/category/{slug}`), or null when no such category exists.
 */
export async function findCategoryArticles(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<ArticleSummary[] | null> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { or: [{ slugEn: { equals: slug } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    ...asServer('Public, cached read of categories; the cache is shared by every reader.'),
  })
  const category = docs[0]
  if (!category) return null
  return findSummaries(payload, [{ category: { equals: category.id } }], locale, CATEGORY_LIMIT)
}

/** Ids of all published articles (to answer unknown ids without a database query per id). */
export async function findPublishedArticleIds(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: published,
    select: {},
    depth: 0,
    pagination: false,
    ...asServer(
      'Public, cached read of published article ids; the cache is shared by every reader.',
    ),
  })
  return docs.map((d) => d.id)
}

/**
 * One published article rendered for every reader (full body and preview), or null for
 * an unknown or unpublished id. Server-side only: pass it through `forReader` before it
 * reaches a browser.
 */
export async function findRenderedArticle(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<RenderedArticle | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [published, { id: { equals: id } }] },
    locale,
    fallbackLocale: 'de',
    limit: 1,
    depth: 1,
    pagination: false,
    ...asServer(
      'Public, cached read of a published article; `forReader` applies the premium gate.',
    ),
  })
  const doc = docs[0]
  if (!doc) return null
  const own =
    locale === DEFAULT_LOCALE ||
    (await findArticlesTranslatedInto(payload, [doc.id], locale)).has(doc.id)
  return renderArticle(
    doc,
    await defaultEditorConfig(payload.config),
    own ? locale : DEFAULT_LOCALE,
  )
}
