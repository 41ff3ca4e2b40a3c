import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CategoryListing } from '@/components/article/CategoryListing'
import { PageShell } from '@/components/layout/PageShell'
import type { Locale } from '@/i18n/locales'
import { loadCategoryPage } from '@/lib/categories/page'

type Props = { params: Promise<{ locale: Locale; category: string }> }

export function generateStaticParams(): { category: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params
  const page = await loadCategoryPage(category, locale, 'doctor')
  return page ? { title: page.category.displayName } : {}
}

/** Doctor category page `/category/{slugEn}` (spec §2). Unknown category: 404. */
export default async function CategoryPage({ params }: Props) {
  const { locale, category } = await params
  setRequestLocale(locale)
  const page = await loadCategoryPage(category, locale, 'doctor')
  if (!page) notFound()
  return (
    <PageShell variant="doctor">
      <CategoryListing category={page.category} articles={page.articles} />
    </PageShell>
  )
}
