import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { AcceptInvitation } from '@/components/practice/AcceptInvitation.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Practice' })
  return { title: t('invitationTitle'), robots: { index: false, follow: false } }
}

/** `/practice/invitation#token=…`: accepting a practice's invitation with the sharing choice. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="doctor">
      <AcceptInvitation />
    </PageShell>
  )
}
