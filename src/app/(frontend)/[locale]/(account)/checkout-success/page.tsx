import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { CheckoutOutcomeView } from '@/components/membership/CheckoutOutcomeView'
import { readerFrom } from '@/lib/auth/reader'
import { emailBranding } from '@/lib/email/branding'
import { payloadClient } from '@/lib/payload'
import { verifyCheckout } from '@/lib/stripe/checkoutOutcome'
import { stripeClient } from '@/lib/stripe/client'
import type { Locale } from '@/i18n/locales'

/** Read per request: the answer depends on Stripe and on the visitor's session. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ session_id?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale,
    namespace: 'Subscribe.checkoutSuccess',
  })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * `/checkout-success?session_id=…`, where Stripe's checkout returns: the Checkout Session is
 * read from Stripe on the server and applied when complete, and the page says only what
 * Stripe reported (`CheckoutOutcomeView`). Rendered per request, never cached.
 */
export default async function Page({ params, searchParams }: Props) {
  setRequestLocale((await params).locale)
  const raw = (await searchParams).session_id
  const sessionId = Array.isArray(raw) ? raw[0] : raw
  const payload = await payloadClient()
  const [viewer, { supportEmail }] = await Promise.all([
    readerFrom(await headers()),
    emailBranding(payload),
  ])
  const outcome = await verifyCheckout(payload, stripeClient(), sessionId, viewer)
  return (
    <AuthPage>
      <CheckoutOutcomeView outcome={outcome} supportEmail={supportEmail} />
    </AuthPage>
  )
}
