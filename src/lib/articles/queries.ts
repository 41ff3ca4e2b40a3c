import 'server-only'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache/cachedRead'
import { articleTag, CACHE_TAGS } from '@/lib/cache/tags'
import { findArticleAudio, type ArticleAudio } from '@/lib/audio/reads'
import { isKnownCategorySlug } from '@/lib/categories/queries'
import { payloadClient } from '@/lib/payload'
import { findArticleLocales, findIndexedArticleLocales } from '@/lib/seo/articleLocales'
import { getSettings } from '@/lib/settings/read'

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
export const getArticleList = cachedRead(
  ['article-list'],
  [CACHE_TAGS.articles],
  async (kind: ArticleListKind, locale: Locale, audience?: Audience) =>
    findArticleList(await payloadClient(), kind, locale, audience),
)

const cachedCategoryArticles = cachedRead(
  ['category-articles'],
  [CACHE_TAGS.articles, CACHE_TAGS.categories],
  async (slug: string, locale: Locale) => findCategoryArticles(await payloadClient(), slug, locale),
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
// Cached as an array: the data cache stores JSON, which has no Set.
const getPublishedArticleIds = cachedRead(
  ['published-article-ids'],
  [CACHE_TAGS.articles],
  async () => findPublishedArticleIds(await payloadClient()),
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
  return cachedRead(
    ['rendered-article', String(id), locale],
    [CACHE_TAGS.articles, articleTag(id)],
    async () => findRenderedArticle(await payloadClient(), id, locale),
  )()
}

/** Cached `findArticleAudio` (tags `audio` and the article's own). */
export async function getArticleAudio(id: number, locale: Locale): Promise<ArticleAudio | null> {
  return cachedRead(
    ['article-audio', String(id), locale],
    [CACHE_TAGS.audio, articleTag(id)],
    async () => findArticleAudio(await payloadClient(), id, locale),
  )()
}

/** Cached `findArticleLocales`: the languages a published article exists in (tags `articles` and the article's own). */
export async function getArticleLocales(id: number): Promise<string[]> {
  return cachedRead(
    ['article-locales', String(id)],
    [CACHE_TAGS.articles, articleTag(id)],
    async () => findArticleLocales(await payloadClient(), id),
  )()
}

/**
 * Cached `findIndexedArticleLocales` with the studio's setting: the languages an article's
 * pages list as hreflang alternates (tags `articles`, the article's own and `settings`, so
 * reviewing a version or changing the setting expires it).
 */
export async function getIndexedArticleLocales(id: number): Promise<string[]> {
  return cachedRead(
    ['indexed-article-locales', String(id)],
    [CACHE_TAGS.articles, articleTag(id), CACHE_TAGS.settings],
    async () => {
      const payload = await payloadClient()
      const { indexMachineTranslations } = await getSettings(payload)
      return findIndexedArticleLocales(payload, id, indexMachineTranslations)
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
) => Promise<ArticleCounterpart | null> = cachedRead(
  ['article-counterpart'],
  [CACHE_TAGS.articles],
  async (articleId: number, locale: Locale) =>
    findArticleCounterpart(await payloadClient(), articleId, locale),
)
