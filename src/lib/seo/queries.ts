import 'server-only'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache/cachedRead'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'
import { getSettings } from '@/lib/settings/read'

import { findFeedArticles, findFeedCategory, renderFeed, type FeedFile } from './feeds'
import { llmsTxt } from './llmsTxt'
import { publishedArticles } from './sitemap'

/**
 * Cached `publishedArticles` for the sitemaps, with the studio's setting on machine
 * translations (tags `articles` and `settings`).
 */
export const getSitemapArticles = cachedRead(
  ['sitemap-articles'],
  [CACHE_TAGS.articles, CACHE_TAGS.settings],
  async () => {
    const payload = await payloadClient()
    return publishedArticles(payload, (await getSettings(payload)).indexMachineTranslations)
  },
)

/** Cached `llmsTxt`: the Markdown of `/llms.txt` for this site address and name (tag `articles`). */
export const getLlmsTxt = cachedRead(
  ['llms-txt'],
  [CACHE_TAGS.articles],
  async (base: string, siteName: string) => llmsTxt(await payloadClient(), base, siteName),
)

/**
 * Cached feed XML (tags `articles`, `categories`, `settings`): the whole journal's feed of
 * one language, or one category's when `categorySlugEn` is set; null for an unknown
 * category. Callers check the language and the slug first (`feedResponse`), so only real
 * feeds get cache entries.
 */
export const getFeedXml = cachedRead(
  ['article-feed'],
  [CACHE_TAGS.articles, CACHE_TAGS.categories, CACHE_TAGS.settings],
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
)
