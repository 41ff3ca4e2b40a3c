import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PatientSearch } from '@/components/profiles/PatientSearch.client'
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

/** `/patient-search`: patients find a dentist nearby, in the patient theme. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="patient">
      <PatientSearch />
    </PageShell>
  )
}
