import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PatientSearch } from '@/components/profiles/PatientSearch.client'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'PatientSearch' })
  return { title: t('title'), description: t('intro') }
}

/** `/patient-search` (spec §2 Patient search; issue 6), patient theme. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="patient">
      <PatientSearch />
    </PageShell>
  )
}
