import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { PaymentSuccess } from '@/components/membership/PaymentSuccess.client'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Subscribe.success' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** `/success` and `/success?existing=true` (spec §2 Payment success pages). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <PaymentSuccess />
    </AuthPage>
  )
}
