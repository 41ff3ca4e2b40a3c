import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AuthPage, authPageMetadata } from '@/components/auth/AuthPage'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm.client'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return authPageMetadata(props, 'forgot.title')
}

/** `/forgot-password` (spec §2 Forgot password). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <ForgotPasswordForm />
    </AuthPage>
  )
}
