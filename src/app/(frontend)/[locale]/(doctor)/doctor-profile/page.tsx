import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { DoctorProfileForm } from '@/components/profiles/DoctorProfileForm.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Profile' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** `/doctor-profile`: the signed-in dentist edits their public profile. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="doctor">
      <DoctorProfileForm />
    </PageShell>
  )
}
