import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AuthPage, authPageMetadata } from '@/components/auth/AuthPage'
import { SignInForm } from '@/components/auth/SignInForm.client'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return authPageMetadata(props, 'signIn.title')
}

/** `/sign-in` (spec §2 Sign-in). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <AuthPage>
      <SignInForm />
    </AuthPage>
  )
}
