import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AuthPage, authPageMetadata } from '@/components/auth/AuthPage'
import { VerifyEmail } from '@/components/auth/VerifyEmail.client'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return authPageMetadata(props, 'verify.title')
}

/** `/verify-email` (spec §2 Verify email); the token comes in the link fragment. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <VerifyEmail />
    </AuthPage>
  )
}
