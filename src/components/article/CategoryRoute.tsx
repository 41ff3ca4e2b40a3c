import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { JsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/i18n/locales'
import { loadCategoryPage } from '@/lib/categories/page'
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs'
import { pageAlternates } from '@/lib/seo/pageAlternates'
import { localizedUrl } from '@/lib/seo/sitemap'
import { siteUrl } from '@/lib/site/url'

import { CategoryListing } from './CategoryListing'
import { categoryPath, homePath } from '@/lib/routes'
import type { Audience } from '@/lib/audience'

type Props = { params: Promise<{ locale: Locale; category: string }> }

/**
 * The exports of a category route file (doctor and patient category pages):
 * `generateMetadata` (title, canonical, hreflang for every language, Open Graph),
 * `generateStaticParams` and the page (the listing in the audience's theme, with a
 * schema.org `BreadcrumbList` home → category). Each category page is rendered on its first
 * visit and then cached like an article page (shared-cache `Cache-Control`), tagged by the
 * category and article reads it makes, so publishing expires it. Only real categories reach
 * the route: `src/proxy.ts` sends other slugs to the uncached 404 page, since Next keeps
 * every page this route renders, a 404 too. Unknown categories and categories of the other
 * audience still answer 404 here, for the moments the proxy's list is behind.
 */
export function categoryRoute(audience: Audience) {
  return {
    /** Nothing is built at `next build` (the database may not be there): first visit renders. */
    generateStaticParams(): { category: string }[] {
      return []
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, category } = await params
      const page = await loadCategoryPage(category, locale, audience)
      if (!page) return {}
      const alternates = await pageAlternates(
        locale,
        categoryPath(audience, page.category.slugEn),
        page.category,
      )
      return {
        title: page.category.displayName,
        alternates,
        openGraph: { type: 'website', url: alternates.canonical, title: page.category.displayName },
      }
    },
    async Page({ params }: Props) {
      const { locale, category } = await params
      setRequestLocale(locale)
      const page = await loadCategoryPage(category, locale, audience)
      if (!page) notFound()
      const t = await getTranslations('Header')
      const base = siteUrl()
      const trail = [
        audience === 'patient'
          ? { name: t('forPatients'), url: localizedUrl(base, locale, homePath('patient')) }
          : { name: t('forDoctors'), url: localizedUrl(base, locale, '') },
        {
          name: page.category.displayName,
          url: localizedUrl(base, locale, categoryPath(audience, page.category.slugEn)),
        },
      ]
      return (
        <PageShell variant={audience}>
          <JsonLd data={breadcrumbJsonLd(trail)} />
          <CategoryListing category={page.category} articles={page.articles} audience={audience} />
        </PageShell>
      )
    },
  }
}
