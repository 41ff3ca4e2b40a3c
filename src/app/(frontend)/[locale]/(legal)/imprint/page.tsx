import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { StaticPageView } from '@/components/pages/StaticPageView'
import type { Locale } from '@/i18n/locales'
import { staticPageMetadata } from '@/lib/pages/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata('imprint', (await params).locale)
}

/** `/imprint`: the static page in the reader's language, else in English. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <StaticPageView slug="imprint" locale={locale} />
}
