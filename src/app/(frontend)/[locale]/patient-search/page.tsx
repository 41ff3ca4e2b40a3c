import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PatientSearch } from '@/components/profiles/PatientSearch.client'
import { getSpecialtyOptions } from '@/lib/profiles/queries'
import { specialtyOptions } from '@/lib/profiles/specialties'
import { pageAlternates } from '@/lib/seo/pageAlternates'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'PatientSearch' })
  return {
    title: t('title'),
    description: t('intro'),
    alternates: await pageAlternates(locale, '/patient-search'),
  }
}

/**
 * `/patient-search`: patients find a dentist nearby, in the patient theme. The specialty
 * filter lists the spec's five and those public profiles carry (cached, tag `profiles`).
 */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  const specialties = await getSpecialtyOptions().catch(() => specialtyOptions([]))
  return (
    <PageShell variant="patient">
      <PatientSearch specialties={specialties} />
    </PageShell>
  )
}
