import 'server-only'

import type { Metadata } from 'next'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { pageAlternates } from '@/lib/seo/pageAlternates'
import { localizedUrl } from '@/lib/seo/sitemap'
import { siteUrl } from '@/lib/site/url'

import { getStaticPage, type StaticPageSlug } from './queries'

/**
 * `<head>` of static page `slug` for a reader of `locale`: the title in the language shown;
 * hreflang links only for the languages the page has its own text in (plus `x-default`,
 * German). A language that shows the English fallback names the English URL as canonical,
 * since its text is that page's. Empty when the page does not exist.
 */
export async function staticPageMetadata(slug: StaticPageSlug, locale: Locale): Promise<Metadata> {
  const page = await getStaticPage(slug, locale)
  if (!page) return {}
  const base = siteUrl()
  const path = `/${slug}`
  const alternates = await pageAlternates(locale, path)
  return {
    title: page.title,
    alternates: {
      ...alternates,
      canonical: localizedUrl(base, page.lang, path),
      languages: {
        ...Object.fromEntries(page.languages.map((l) => [l, localizedUrl(base, l, path)])),
        'x-default': localizedUrl(base, DEFAULT_LOCALE, path),
      },
    },
  }
}
