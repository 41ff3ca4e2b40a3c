import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PatientSearch } from '@/components/profiles/PatientSearch.client'
import { getSpecialtyOptions } from '@/lib/profiles/queries'
import { specialtyOptions } from '@/lib/profiles/specialties'
import { pageAlternates } from '@/lib/seo/pageAlternates'
import { LOCALES, type Locale } from '@/i18n/locales'
import { languageName } from '@/i18n/languageName'

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
 * filter lists the spec's five and those public profiles carry (cached, tag `profiles`);
 * the language filter the journal's 45 languages, named and sorted in the reader's language.
 */
export default async function Page({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const languages = LOCALES.map((code) => ({ code, name: languageName(code, locale) })).sort(
    (a, b) => a.name.localeCompare(b.name, locale),
  )
  const specialties = await getSpecialtyOptions().catch(() => specialtyOptions([]))
  return (
    <PageShell variant="patient">
      <PatientSearch specialties={specialties} languages={languages} />
    </PageShell>
  )
}
