import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { MembershipStatusView } from '@/components/membership/MembershipStatusView'
import { readerFrom } from '@/lib/auth/reader'
import { membershipSummary } from '@/lib/membership/summary'
import { payloadClient } from '@/lib/payload'
import type { Locale } from '@/i18n/locales'

/** Read per request: the answer depends on Stripe and on the visitor's session. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ existing?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Subscribe.success' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * `/success` and `/success?existing=true` (where the checkout sends members who are
 * already active): the signed-in user's membership read on the server
 * (`MembershipStatusView`); `existing` only changes the greeting. Rendered per request.
 */
export default async function Page({ params, searchParams }: Props) {
  setRequestLocale((await params).locale)
  const existing = (await searchParams).existing === 'true'
  const reader = await readerFrom(await headers())
  const summary = reader ? await membershipSummary(await payloadClient(), reader) : null
  return (
    <AuthPage>
      <MembershipStatusView summary={summary} existing={existing} />
    </AuthPage>
  )
}
