import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { DoctorDashboard } from '@/components/doctor/DoctorDashboard.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Dashboard' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** `/doctor-dashboard`: the signed-in dentist's CME points, topics and certificates. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="doctor">
      <DoctorDashboard />
    </PageShell>
  )
}
