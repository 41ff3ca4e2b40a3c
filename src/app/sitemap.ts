import type { MetadataRoute } from 'next'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { getCategories } from '@/lib/categories/queries'
import { categoryPath } from '@/lib/routes'
import { getSitemapArticles } from '@/lib/seo/queries'
import { sitemapFor } from '@/lib/seo/sitemap'
import { siteUrl } from '@/lib/site/url'

/** One sitemap per language: `/sitemap/de.xml`, `/sitemap/en.xml`, ... */
export function generateSitemaps(): { id: string }[] {
  return LOCALES.map((id) => ({ id }))
}

/** Rendered on request (the database is not there at build time) and cached with the article tags. */
export const dynamic = 'force-dynamic'

export default async function sitemap({
  id,
}: {
  id: Promise<string>
}): Promise<MetadataRoute.Sitemap> {
  const locale = await id
  const categories = await getCategories(DEFAULT_LOCALE)
  return sitemapFor(
    locale,
    await getSitemapArticles(),
    siteUrl(),
    categories.map((c) => categoryPath(c.audience, c.slugEn)),
  )
}
