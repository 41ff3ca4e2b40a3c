import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AuthPage, authPageMetadata } from '@/components/auth/AuthPage'
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm.client'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return authPageMetadata(props, 'reset.title')
}

/** `/reset-password` (spec §2 Reset password); the token comes in the link fragment. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <ResetPasswordForm />
    </AuthPage>
  )
}
