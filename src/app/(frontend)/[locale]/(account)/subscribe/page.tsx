import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { SubscribeView } from '@/components/membership/SubscribeView'
import { emailBranding } from '@/lib/email/branding'
import { payloadClient } from '@/lib/payload'
import { pageAlternates } from '@/lib/seo/pageAlternates'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Subscribe' })
  return {
    title: t('title'),
    description: t('intro'),
    alternates: await pageAlternates(locale, '/subscribe'),
  }
}

/** `/subscribe`: buying the yearly premium membership. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  const { supportEmail } = await emailBranding(await payloadClient())
  return (
    <PageShell variant="doctor">
      <SubscribeView supportEmail={supportEmail} />
    </PageShell>
  )
}
