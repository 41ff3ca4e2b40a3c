import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { toCategorySummary } from '@/lib/articles/serialize'
import type { CategorySummary, CategoryWithCount } from '@/lib/articles/types'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

/** All categories in display order, names in `locale` (falling back to German). */
export const getCategories = unstable_cache(
  async (locale: Locale): Promise<CategorySummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      locale,
      fallbackLocale: 'de',
      sort: 'sortOrder',
      limit: 100,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs.map(toCategorySummary)
  },
  ['categories'],
  { tags: [CACHE_TAGS.categories] },
)

/**
 * Categories of one audience with the real number of published articles in each
 * (DESIGN §10 replaces the prototype's fixed sidebar counts), most articles first.
 */
export const getCategoriesWithCounts = unstable_cache(
  async (locale: Locale, audience: 'doctor' | 'patient'): Promise<CategoryWithCount[]> => {
    const payload = await payloadClient()
    const [categories, articles] = await Promise.all([
      getCategories(locale),
      payload.find({
        collection: 'articles',
        where: { _status: { equals: 'published' } },
        select: { category: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
    ])
    const ids = await payload.find({ collection: 'categories', select: { slugEn: true }, depth: 0, pagination: false, overrideAccess: true })
    const slugById = new Map(ids.docs.map((c) => [c.id, c.slugEn]))
    const counts = new Map<string, number>()
    for (const a of articles.docs) {
      const slugEn = slugById.get(typeof a.category === 'object' ? a.category.id : a.category)
      if (slugEn) counts.set(slugEn, (counts.get(slugEn) ?? 0) + 1)
    }
    return categories
      .filter((c) => c.audience === audience)
      .map((c) => ({ ...c, count: counts.get(c.slugEn) ?? 0 }))
      .sort((a, b) => b.count - a.count)
  },
  ['categories-with-counts'],
  { tags: [CACHE_TAGS.categories, CACHE_TAGS.articles] },
)

/** One category by its `slugEn` (URL segment), or null. */
export async function getCategoryBySlugEn(slugEn: string, locale: Locale): Promise<CategorySummary | null> {
  return (await getCategories(locale)).find((c) => c.slugEn === slugEn) ?? null
}
