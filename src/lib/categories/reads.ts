import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { toCategorySummary } from '@/lib/articles/serialize'
import type { CategorySummary, CategoryWithCount } from '@/lib/articles/types'
import type { Audience } from '@/lib/audience'
import { asServer } from '@/lib/payload/readAs'

function findCategoryDocs(payload: Payload, locale: Locale, where?: Where) {
  return payload.find({
    collection: 'categories',
    where,
    locale,
    fallbackLocale: 'de',
    sort: 'sortOrder',
    depth: 0,
    pagination: false,
    ...asServer('Public, cached read of categories; the cache is shared by every reader.'),
  })
}

/** All categories in display order, names in `locale` (falling back to German). */
export async function findCategories(payload: Payload, locale: Locale): Promise<CategorySummary[]> {
  return (await findCategoryDocs(payload, locale)).docs.map(toCategorySummary)
}

/**
 * Categories of one audience with the real number of published articles in each
 * (counted in the database, never fixed numbers), most articles first.
 */
export async function findCategoriesWithCounts(
  payload: Payload,
  locale: Locale,
  audience: Audience,
): Promise<CategoryWithCount[]> {
  const [categories, articles] = await Promise.all([
    findCategoryDocs(payload, locale, { audience: { equals: audience } }),
    payload.find({
      collection: 'articles',
      where: { _status: { equals: 'published' }, audience: { equals: audience } },
      select: { category: true },
      depth: 0,
      pagination: false,
      ...asServer(
        'Public, cached count of published articles; the cache is shared by every reader.',
      ),
    }),
  ])
  const counts = new Map<number, number>()
  for (const a of articles.docs) {
    const id = typeof a.category === 'object' ? a.category.id : a.category
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return categories.docs
    .map((c) => ({ ...toCategorySummary(c), count: counts.get(c.id) ?? 0 }))
    .sort((a, b) => b.count - a.count)
}
