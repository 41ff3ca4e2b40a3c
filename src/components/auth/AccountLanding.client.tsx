'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toast'
import { Link, useRouter } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'
import { REDIRECT_DELAY_MS } from '@/lib/auth/delays'
import { AFTER_SIGN_IN_PATH } from '@/lib/auth/redirects'
import { useLinkToken, useOnce } from '@/components/auth/useLinkToken'
import { useSessionUser, type SessionUser } from '@/components/auth/useSessionUser'
import { fetchSessionUser } from '@/lib/api/contract/auth'
import type { LinkPreview } from '@/lib/auth/linkPreview'

import { AuthCard } from './AuthCard'
import { LinkConfirmation } from './LinkConfirmation.client'
import { LoadingCard } from './LoadingCard'

/**
 * Account landing (`/account`): where magic links (and later social sign-in)
 * return. A link asked for in another browser, or opened while another account is signed
 * in here, first asks "Als d…@praxis.de anmelden?" and signs in only on that click (a link
 * from a mail never silently replaces a session). Redeems the link's token, then: a user
 * with a first or last name gets the
 * toast 'successfully signed in' and goes to /doctor-dashboard after 1.5 s; without a
 * name a toast asks to complete the profile and it goes to /doctor-profile; no user goes
 * to /sign-in. Meanwhile an overview card shows email, name and both buttons.
 */
export function AccountLanding() {
  const t = useTranslations('Auth')
  const errorText = useApiErrorText()
  const router = useRouter()
  const token = useLinkToken()
  const { mutate } = useSessionUser()
  // The user as fetched right after the link was redeemed (undefined: not yet known).
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined)
  // The question to ask before signing in (null: none, or not known yet).
  const [question, setQuestion] = useState<LinkPreview | null>(null)
  const auth = authClient()

  const fail = (message: string | null) => {
    toast({
      title: t('signIn.failedTitle'),
      description: message ?? t('errorGeneric'),
      variant: 'destructive',
    })
    router.replace('/sign-in')
  }

  const redeem = async (confirmed: boolean) => {
    const result = await auth.redeemLink('magic', token ?? null, { confirmed })
    if (!result.ok) return fail(errorText(result))
    // Asked directly (not through the cache): the session may have started a moment ago.
    const fresh = await fetchSessionUser()
    await mutate(fresh, { revalidate: false })
    setQuestion(null)
    setUser(fresh)
  }

  useOnce(token !== undefined, async () => {
    const preview = await auth.previewLink('magic', token ?? null)
    if (!preview.ok) return fail(errorText(preview))
    if (preview.data?.needsConfirmation) return setQuestion(preview.data)
    await redeem(false)
  })

  useOnce(user !== undefined, () => {
    if (!user) return router.replace('/sign-in')
    const hasName = Boolean(user.user_metadata.firstName || user.user_metadata.lastName)
    toast(
      hasName
        ? { title: t('account.signedInTitle') }
        : {
            title: t('account.completeProfileTitle'),
            description: t('account.completeProfileText'),
          },
    )
    setTimeout(
      () => router.push(hasName ? AFTER_SIGN_IN_PATH : '/doctor-profile'),
      REDIRECT_DELAY_MS.accountLanding,
    )
  })

  if (question)
    return <LinkConfirmation kind="magic" preview={question} onConfirm={() => redeem(true)} />
  if (!user) return <LoadingCard label={t('account.loading')} />
  const name = [user.user_metadata.firstName, user.user_metadata.lastName].filter(Boolean).join(' ')
  return (
    <AuthCard title={t('account.title')}>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">{t('email')}</dt>
          <dd className="font-medium text-slate-900">{user.email}</dd>
        </div>
        {name && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">{t('name')}</dt>
            <dd className="font-medium text-slate-900">{name}</dd>
          </div>
        )}
      </dl>
      <div className="mt-6 space-y-3">
        <Button asChild className="w-full">
          <Link href={AFTER_SIGN_IN_PATH}>{t('toDashboard')}</Link>
        </Button>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/doctor-profile">{t('editProfile')}</Link>
        </Button>
      </div>
    </AuthCard>
  )
}
