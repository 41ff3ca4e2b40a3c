import { isLocale } from '@/i18n/locales'
import { jsonError } from '@/lib/api/respond'
import { getCategoryBySlugEn } from '@/lib/categories/queries'
import { getPublicSettings } from '@/lib/settings/queries'
import { siteUrl } from '@/lib/site/url'

import { FEED_FORMATS, type FeedFile } from './feeds'
import { getFeedXml } from './queries'

/**
 * Answers a feed request: `/feeds/{locale}/{rss.xml|atom.xml}` or
 * `/feeds/{locale}/{categorySlugEn}/{rss.xml|atom.xml}`. 404 `{ code, message }` for an unknown
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
  const xml = await getFeedXml(
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
