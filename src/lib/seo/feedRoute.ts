import { unstable_cache } from 'next/cache'

import { isLocale, type Locale } from '@/i18n/locales'
import { jsonError } from '@/lib/api/respond'
import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { getCategoryBySlugEn } from '@/lib/categories/queries'
import { payloadClient } from '@/lib/payload'
import { getPublicSettings } from '@/lib/settings/public'
import { siteUrl } from '@/lib/site/url'

import {
  FEED_FORMATS,
  findFeedArticles,
  findFeedCategory,
  renderFeed,
  type FeedFile,
} from './feeds'

const cachedFeed = unstable_cache(
  async (
    file: FeedFile,
    locale: Locale,
    categorySlugEn: string | null,
    base: string,
    siteName: string,
  ): Promise<string | null> => {
    const payload = await payloadClient()
    const category = categorySlugEn
      ? await findFeedCategory(payload, categorySlugEn, locale)
      : undefined
    if (category === null) return null
    const articles = await findFeedArticles(payload, locale, category?.id)
    return renderFeed({ file, locale, base, siteName, category, articles })
  },
  ['article-feed'],
  {
    revalidate: CACHE_REVALIDATE_SECONDS,
    tags: [CACHE_TAGS.articles, CACHE_TAGS.categories, CACHE_TAGS.settings],
  },
)

/**
 * Answers a feed request: `/feeds/{locale}/{rss.xml|atom.xml}` or
 * `/feeds/{locale}/{categorySlugEn}/{rss.xml|atom.xml}`. 404 `{ message }` for an unknown
 * language, category or file name, decided before the feed cache is consulted, so only
 * real feeds get cache entries. Cached with the article, category and settings tags.
 */
export async function feedResponse(params: {
  locale: string
  file: string
  category?: string
}): Promise<Response> {
  const { locale, file, category } = params
  if (!isLocale(locale) || !(file in FEED_FORMATS)) return jsonError(404, 'feed_not_found')
  // Checked against the cached category list first: an unknown slug adds no cache entry.
  if (category !== undefined && !(await getCategoryBySlugEn(category, locale)))
    return jsonError(404, 'feed_not_found')
  const feedFile = file as FeedFile
  const xml = await cachedFeed(
    feedFile,
    locale,
    category ?? null,
    siteUrl(),
    (await getPublicSettings()).siteName,
  )
  if (xml === null) return jsonError(404, 'feed_not_found')
  return new Response(xml, {
    headers: {
      'content-type': FEED_FORMATS[feedFile].contentType,
      'cache-control': 'public, s-maxage=300',
    },
  })
}
