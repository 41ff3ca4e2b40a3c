import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { StaticPageView } from '@/components/pages/StaticPageView'
import { getStaticPage } from '@/lib/pages/queries'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getStaticPage('imprint')
  return page ? { title: page.title } : {}
}

/** `/imprint` (spec §2 static pages). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale)
  return <StaticPageView slug="imprint" />
}
