import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { StaticPageView } from '@/components/pages/StaticPageView'
import { getStaticPage } from '@/lib/pages/queries'
import { pageAlternates } from '@/lib/seo/pageAlternates'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const page = await getStaticPage('imprint')
  return page
    ? { title: page.title, alternates: await pageAlternates((await params).locale, '/imprint') }
    : {}
}

/** `/imprint` (spec §2 static pages). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale)
  return <StaticPageView slug="imprint" />
}
