import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { CheckoutSuccess } from '@/components/membership/CheckoutSuccess.client'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale,
    namespace: 'Subscribe.checkoutSuccess',
  })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** `/checkout-success?session_id=…` (spec §2 Payment success pages). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <CheckoutSuccess />
    </AuthPage>
  )
}
