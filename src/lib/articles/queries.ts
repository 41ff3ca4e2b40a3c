import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { articleTag, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { findArticleList, findCategoryArticles, findRenderedArticle, type ArticleListKind, type Audience } from './reads'
import type { RenderedArticle } from './serialize'

export type { ArticleListKind, Audience } from './reads'

/** Cached `findArticleList` (tag `articles`). */
export const getArticleList = unstable_cache(
  async (kind: ArticleListKind, locale: Locale, audience?: Audience) => findArticleList(await payloadClient(), kind, locale, audience),
  ['article-list'],
  { tags: [CACHE_TAGS.articles] },
)

/** Cached `findCategoryArticles` (tags `articles`, `categories`). */
export const getCategoryArticles = unstable_cache(
  async (slug: string, locale: Locale) => findCategoryArticles(await payloadClient(), slug, locale),
  ['category-articles'],
  { tags: [CACHE_TAGS.articles, CACHE_TAGS.categories] },
)

/** Cached `findRenderedArticle` (tags `articles` and `article:{id}`); never send it unfiltered. */
export function getRenderedArticle(id: number, locale: Locale): Promise<RenderedArticle | null> {
  return unstable_cache(async () => findRenderedArticle(await payloadClient(), id, locale), ['rendered-article', String(id), locale], {
    tags: [CACHE_TAGS.articles, articleTag(id)],
  })()
}
