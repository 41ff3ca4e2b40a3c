import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import type { CategorySummary } from '@/lib/articles/types'
import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { findCategories, findCategoriesWithCounts } from './reads'

/** Cached `findCategories` (tag `categories`). */
export const getCategories = unstable_cache(
  async (locale: Locale) => findCategories(await payloadClient(), locale),
  ['categories'],
  {
    revalidate: CACHE_REVALIDATE_SECONDS,
    tags: [CACHE_TAGS.categories],
  },
)

/** Cached `findCategoriesWithCounts` (tags `categories`, `articles`). */
export const getCategoriesWithCounts = unstable_cache(
  async (locale: Locale, audience: 'doctor' | 'patient') =>
    findCategoriesWithCounts(await payloadClient(), locale, audience),
  ['categories-with-counts'],
  { revalidate: CACHE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.categories, CACHE_TAGS.articles] },
)

/** One category by its `slugEn` (URL segment), or null. */
export async function getCategoryBySlugEn(
  slugEn: string,
  locale: Locale,
): Promise<CategorySummary | null> {
  return (await getCategories(locale)).find((c) => c.slugEn === slugEn) ?? null
}
