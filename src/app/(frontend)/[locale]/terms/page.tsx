import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { StaticPageView } from '@/components/pages/StaticPageView'
import { getStaticPage } from '@/lib/pages/queries'
import { pageAlternates } from '@/lib/seo/pageAlternates'
import type { Locale } from '@/i18n/locales'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>
}): Promise<Metadata> {
  const page = await getStaticPage('terms')
  return page
    ? { title: page.title, alternates: await pageAlternates((await params).locale, '/terms') }
    : {}
}

/** `/terms` (spec §2 static pages). */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale)
  return <StaticPageView slug="terms" />
}
