import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { siteUrl } from '@/lib/site/url'

import { feedAlternates } from './feeds'
import { localizedUrl } from './sitemap'
import type { Locale } from '@/i18n/locales'

/** Canonical URL and feed links of a page (assignable to `metadata.alternates`). */
export type PageAlternates = {
  canonical: string
  types: ReturnType<typeof feedAlternates>
} & NonNullable<Metadata['alternates']>

/**
 * `metadata.alternates` of a page every language has: its canonical URL in `locale` and
 * the RSS/Atom feeds of the language, or of `feedCategory` (page-level alternates replace
 * the layout's, so the feeds are named again here). Its hreflang alternates (all
 * languages plus `x-default`) are in the sitemaps only, see `sitemapFor`.
 */
export async function pageAlternates(
  locale: Locale,
  path: string,
  feedCategory?: { slugEn: string; displayName: string },
): Promise<PageAlternates> {
  const base = siteUrl()
  const title =
    feedCategory?.displayName ?? (await getTranslations({ locale, namespace: 'Meta' }))('siteName')
  return {
    canonical: localizedUrl(base, locale, path),
    types: feedAlternates(locale, title, feedCategory?.slugEn),
  }
}
