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
import { categoryPath } from '@/lib/routes'
import type { Audience } from '@/lib/audience'

type Props = { params: Promise<{ locale: Locale; category: string }> }

/**
 * The exports of a category route file (doctor and patient category pages):
 * `generateMetadata` (title, canonical, hreflang for every language, Open Graph) and the
 * page (the listing in the audience's theme, with a schema.org `BreadcrumbList`
 * home → category). Unknown categories and categories of the other audience: 404, decided
 * from the cached category list before any per-category cache (`loadCategoryPage`). The
 * route files render per request (`dynamic = 'force-dynamic'`): Next would keep a cached
 * page, even a 404, for every slug asked for, and slugs come from anyone's URL; the data
 * itself stays cached, one entry per language and real category.
 */
export function categoryRoute(audience: Audience) {
  return {
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
          ? { name: t('forPatients'), url: localizedUrl(base, locale, '/patient') }
          : { name: t('forDoctors'), url: localizedUrl(base, locale, '') },
        {
          name: page.category.displayName,
          url: localizedUrl(base, locale, categoryPath(audience, page.category.slugEn)),
        },
      ]
      return (
        <PageShell variant={audience}>
          <JsonLd data={breadcrumbJsonLd(trail)} />
          <CategoryListing category={page.category} articles={page.articles} />
        </PageShell>
      )
    },
  }
}
