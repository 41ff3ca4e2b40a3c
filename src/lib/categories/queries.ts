import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { CategorySummary } from '@/lib/articles/types'
import { cachedRead } from '@/lib/cache/cachedRead'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { findCategories, findCategoriesWithCounts } from './reads'
import type { Audience } from '@/lib/audience'

/** Cached `findCategories` (tag `categories`). */
export const getCategories = cachedRead(
  ['categories'],
  [CACHE_TAGS.categories],
  async (locale: Locale) => findCategories(await payloadClient(), locale),
)

/** Cached `findCategoriesWithCounts` (tags `categories`, `articles`). */
export const getCategoriesWithCounts = cachedRead(
  ['categories-with-counts'],
  [CACHE_TAGS.categories, CACHE_TAGS.articles],
  async (locale: Locale, audience: Audience) =>
    findCategoriesWithCounts(await payloadClient(), locale, audience),
)

/**
 * Whether `slug` is the `slugEn` or `slug` of an existing category, answered from the cached
 * list (`getCategories`, one entry per language). Check this before any cache keyed by a
 * category slug from a URL: unknown slugs then never add a cache entry, so the number of
 * entries stays bounded by the real categories.
 */
export async function isKnownCategorySlug(slug: string, locale: Locale): Promise<boolean> {
  return (await getCategories(locale)).some((c) => c.slugEn === slug || c.slug === slug)
}

/** One category by its `slugEn` (URL segment), or null. */
export async function getCategoryBySlugEn(
  slugEn: string,
  locale: Locale,
): Promise<CategorySummary | null> {
  return (await getCategories(locale)).find((c) => c.slugEn === slugEn) ?? null
}
