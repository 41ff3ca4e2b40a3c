import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { articleTag, CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { findArticleAudio, type ArticleAudio } from '@/lib/audio/reads'
import { isKnownCategorySlug } from '@/lib/categories/queries'
import { payloadClient } from '@/lib/payload'
import { findArticleLocales } from '@/lib/seo/articleLocales'

import { findArticleCounterpart, type ArticleCounterpart } from './counterpart'

import {
  findArticleList,
  findCategoryArticles,
  findPublishedArticleIds,
  findRenderedArticle,
  type ArticleListKind,
} from './reads'
import type { RenderedArticle } from './serialize'
import type { ArticleSummary } from './types'

export type { ArticleListKind } from './reads'
import type { Audience } from '@/lib/audience'

/** Cached `findArticleList` (tag `articles`). */
export const getArticleList = unstable_cache(
  async (kind: ArticleListKind, locale: Locale, audience?: Audience) =>
    findArticleList(await payloadClient(), kind, locale, audience),
  ['article-list'],
  { revalidate: CACHE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.articles] },
)

const cachedCategoryArticles = unstable_cache(
  async (slug: string, locale: Locale) => findCategoryArticles(await payloadClient(), slug, locale),
  ['category-articles'],
  { revalidate: CACHE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.articles, CACHE_TAGS.categories] },
)

/**
 * Cached `findCategoryArticles` (tags `articles`, `categories`): the published articles of
 * the category with this `slugEn` or `slug`, or null for an unknown one. Unknown slugs are
 * answered from the cached category list, so they add no cache entries.
 */
export async function getCategoryArticles(
  slug: string,
  locale: Locale,
): Promise<ArticleSummary[] | null> {
  if (!(await isKnownCategorySlug(slug, locale))) return null
  return cachedCategoryArticles(slug, locale)
}

/** Cached ids of the published articles (tag `articles`). */
// Cached as an array: unstable_cache stores JSON, which has no Set.
const getPublishedArticleIds = unstable_cache(
  async () => findPublishedArticleIds(await payloadClient()),
  ['published-article-ids'],
  {
    revalidate: CACHE_REVALIDATE_SECONDS,
    tags: [CACHE_TAGS.articles],
  },
)

/**
 * Cached `findRenderedArticle` (tags `articles` and `article:{id}`); never send it
 * unfiltered. Unknown ids are answered from the id list, so they add no cache entries.
 */
export async function getRenderedArticle(
  id: number,
  locale: Locale,
): Promise<RenderedArticle | null> {
  if (!(await getPublishedArticleIds()).includes(id)) return null
  return unstable_cache(
    async () => findRenderedArticle(await payloadClient(), id, locale),
    ['rendered-article', String(id), locale],
    {
      revalidate: CACHE_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.articles, articleTag(id)],
    },
  )()
}

/** Cached `findArticleAudio` (tags `audio` and the article's own). */
export async function getArticleAudio(id: number, locale: Locale): Promise<ArticleAudio | null> {
  return unstable_cache(
    async () => findArticleAudio(await payloadClient(), id, locale),
    ['article-audio', String(id), locale],
    {
      revalidate: CACHE_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.audio, articleTag(id)],
    },
  )()
}

/** Cached `findArticleLocales`: the languages a published article exists in (tags `articles` and the article's own). */
export async function getArticleLocales(id: number): Promise<string[]> {
  return unstable_cache(
    async () => findArticleLocales(await payloadClient(), id),
    ['article-locales', String(id)],
    {
      revalidate: CACHE_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.articles, articleTag(id)],
    },
  )()
}

/**
 * Cached `findArticleCounterpart` (tag `articles`: publishing any article may add or
 * remove a link, on either side).
 */
export const getArticleCounterpart: (
  articleId: number,
  locale: Locale,
) => Promise<ArticleCounterpart | null> = unstable_cache(
  async (articleId: number, locale: Locale) =>
    findArticleCounterpart(await payloadClient(), articleId, locale),
  ['article-counterpart'],
  { revalidate: CACHE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.articles] },
)
