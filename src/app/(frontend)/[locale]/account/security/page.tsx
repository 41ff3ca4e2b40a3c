import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AuthPage, authPageMetadata } from '@/components/auth/AuthPage'
import { AccountSecurity } from '@/components/auth/AccountSecurity.client'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return authPageMetadata(props, 'security.title')
}

/** `/account/security` (spec §2 Account security). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <AccountSecurity />
    </AuthPage>
  )
}
