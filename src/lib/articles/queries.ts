import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { articleTag, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'

import { renderArticle, toArticleSummary, type RenderedArticle } from './serialize'
import type { ArticleSummary } from './types'

export type Audience = 'doctor' | 'patient'
export type ArticleListKind = 'featured' | 'latest' | 'trending'

/** How many items each list answers (spec §9 uses up to 8 latest, 5 trending, 3 featured). */
export const LIST_LIMITS: Record<ArticleListKind, number> = { featured: 10, latest: 20, trending: 10 }

const published: Where = { _status: { equals: 'published' } }

function audienceWhere(audience: Audience | undefined): Where[] {
  return audience ? [{ audience: { equals: audience } }] : []
}

/** Fetches published articles (newest first) and maps them to list items. */
async function findSummaries(where: Where[], locale: Locale, limit: number): Promise<ArticleSummary[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [published, ...where] },
    locale,
    fallbackLocale: 'de',
    sort: '-publishedAt',
    limit,
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(toArticleSummary)
}

/**
 * Published articles of one list (spec §7 `/api/articles/featured|latest|trending`),
 * optionally for one audience, newest first. Cached under the `articles` tag.
 */
export const getArticleList = unstable_cache(
  async (kind: ArticleListKind, locale: Locale, audience?: Audience): Promise<ArticleSummary[]> => {
    const where: Where[] = [...audienceWhere(audience)]
    if (kind === 'featured') where.push({ featured: { equals: true } })
    if (kind === 'trending') where.push({ trending: { equals: true } })
    return findSummaries(where, locale, LIST_LIMITS[kind])
  },
  ['article-list'],
  { tags: [CACHE_TAGS.articles] },
)

/**
 * Published articles of a category, given its `slug` or `slugEn` (spec §7
 * `/api/articles/category/{slug}`). Returns null when the category does not exist.
 */
export const getCategoryArticles = unstable_cache(
  async (slug: string, locale: Locale): Promise<ArticleSummary[] | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      where: { or: [{ slugEn: { equals: slug } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const category = docs[0]
    if (!category) return null
    return findSummaries([{ category: { equals: category.id } }], locale, 200)
  },
  ['category-articles'],
  { tags: [CACHE_TAGS.articles, CACHE_TAGS.categories] },
)

/**
 * One published article rendered for every reader (full body and preview), or null.
 * Server-side cache only: callers must pass the result through `forReader` before it
 * reaches a browser.
 */
export async function getRenderedArticle(id: number, locale: Locale): Promise<RenderedArticle | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'articles',
        where: { and: [published, { id: { equals: id } }] },
        locale,
        fallbackLocale: 'de',
        limit: 1,
        depth: 1,
        pagination: false,
        overrideAccess: true,
      })
      const doc = docs[0]
      return doc ? renderArticle(doc, await defaultEditorConfig(payload.config)) : null
    },
    ['rendered-article', String(id), locale],
    { tags: [CACHE_TAGS.articles, articleTag(id)] },
  )()
}
