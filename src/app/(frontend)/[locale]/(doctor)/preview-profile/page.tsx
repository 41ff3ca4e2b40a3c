import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PreviewProfile } from '@/components/preview/PreviewProfile.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Preview' })
  return { title: t('profileTitle'), robots: { index: false, follow: false } }
}

/** `/preview-profile`: sample data, edits stay local. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="doctor">
      <PreviewProfile />
    </PageShell>
  )
}
