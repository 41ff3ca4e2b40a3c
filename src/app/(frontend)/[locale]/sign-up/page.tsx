import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AuthPage, authPageMetadata } from '@/components/auth/AuthPage'
import { SignUpForm } from '@/components/auth/SignUpForm.client'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return authPageMetadata(props, 'signUp.title')
}

/** `/sign-up` (spec §2 Sign-up). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <SignUpForm />
    </AuthPage>
  )
}
