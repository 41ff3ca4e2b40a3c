import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PatientHome } from '@/components/patient/PatientHome'
import type { Locale } from '@/i18n/locales'
import { homePath } from '@/lib/routes'
import { pageAlternates } from '@/lib/seo/pageAlternates'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Patient' })
  const meta = await getTranslations({ locale, namespace: 'Meta' })
  return {
    title: t('heroTitle'),
    description: meta('patientDescription'),
    alternates: await pageAlternates(locale, homePath('patient')),
  }
}

/** Patient home `/patient`, in the patient theme. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <PageShell variant="patient">
      <PatientHome />
    </PageShell>
  )
}
