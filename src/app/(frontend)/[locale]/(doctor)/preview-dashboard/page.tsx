import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PreviewDashboard } from '@/components/preview/PreviewDashboard'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Preview' })
  return { title: t('dashboardTitle'), robots: { index: false, follow: false } }
}

/** `/preview-dashboard`: sample data, labelled as a preview. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="doctor">
      <PreviewDashboard />
    </PageShell>
  )
}
