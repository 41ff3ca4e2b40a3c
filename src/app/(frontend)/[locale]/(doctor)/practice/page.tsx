import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { PracticeDashboard } from '@/components/practice/PracticeDashboard.client'
import type { Locale } from '@/i18n/locales'
import { isCheckoutConfigured, stripeSettings } from '@/lib/stripe/config'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Practice' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** `/practice`: the practice's employed dentists and their CME status as each shares it. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <PageShell variant="doctor">
      <PracticeDashboard
        publishableKey={isCheckoutConfigured() ? stripeSettings().publishableKey : null}
      />
    </PageShell>
  )
}
