'use client'

import { Building2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { AuthCard } from '@/components/auth/AuthCard'
import { LoadingCard } from '@/components/auth/LoadingCard'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { acceptInvitationRequest } from '@/lib/api/contract/practices'
import type { Sharing } from '@/lib/practices/vocabulary'

import { forgetInvitation, pendingInvitation, rememberInvitation } from './pendingInvitation'
import { SharingChoice } from './SharingChoice'

/**
 * The token and address of the invitation link (`#token=…&email=…`, never sent to a
 * server), remembered in the browser (`pendingInvitation`) so that they survive the way
 * through sign-in or sign-up, which return here without the fragment.
 */
function useInvitationFragment(): { token: string; email: string } | null | undefined {
  const [fragment, setFragment] = useState<{ token: string; email: string } | null>()
  useEffect(() => {
    const hash = window.location.hash.slice(1)
    const params = hash ? new URLSearchParams(hash) : (pendingInvitation() ?? new URLSearchParams())
    const token = params.get('token')
    if (token) rememberInvitation(params)
    // Read once after hydration: the fragment exists only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFragment(token ? { token, email: params.get('email') ?? '' } : null)
  }, [])
  return fragment
}

/**
 * `/practice/invitation#token=…&email=…`: a signed-in dentist chooses what the practice may
 * see and accepts; a visitor signs in with the invited address, or signs up with the
 * invitation (its token is an invitation code bound to that address).
 */
export function AcceptInvitation() {
  const t = useTranslations('Practice')
  const errorText = useApiErrorText()
  const { user, isKnown } = useSessionUser()
  const fragment = useInvitationFragment()
  const [sharing, setSharing] = useState<Sharing>('status')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null)
  const icon = <Building2 className="size-10" aria-hidden />
  if (!isKnown || fragment === undefined) return <LoadingCard label={t('invitationTitle')} />
  if (!fragment)
    return (
      <AuthCard title={t('invitationTitle')} icon={icon}>
        <p role="alert" className="text-center text-sm text-slate-700">
          {t('invitationMissing')}
        </p>
      </AuthCard>
    )
  if (!user) {
    const signUp = `/sign-up#${new URLSearchParams({ code: fragment.token, email: fragment.email })}`
    return (
      <AuthCard title={t('invitationTitle')} icon={icon}>
        <p className="text-center text-sm text-slate-600">
          {t('invitationSignedOut', { email: fragment.email })}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link href={{ pathname: '/sign-in', query: { next: `/practice/invitation` } }}>
            {t('signIn')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="mt-3 w-full">
          <a href={signUp}>{t('signUp')}</a>
        </Button>
      </AuthCard>
    )
  }
  async function accept() {
    if (!fragment) return
    setBusy(true)
    const result = await acceptInvitationRequest({ token: fragment.token, sharing })
    setBusy(false)
    // Accepted, or the invitation is no longer open: the account stops offering it.
    if (result.ok || result.code === 'practice_invitation_invalid') forgetInvitation()
    setOutcome(
      result.ok
        ? { text: t('accepted'), error: false }
        : { text: errorText(result) ?? t('failed'), error: true },
    )
  }
  return (
    <AuthCard title={t('invitationTitle')} icon={icon}>
      {outcome && !outcome.error ? (
        <>
          <p role="status" className="text-center text-sm text-slate-700">
            {outcome.text}
          </p>
          <Button asChild className="mt-6 w-full">
            <Link href="/doctor-dashboard">{t('toCmeAccount')}</Link>
          </Button>
        </>
      ) : (
        <>
          <SharingChoice name="sharing" value={sharing} onChange={setSharing} />
          {outcome?.error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {outcome.text}
            </p>
          )}
          <Button className="mt-6 w-full" busy={busy} onClick={accept}>
            {t('accept')}
          </Button>
        </>
      )}
    </AuthCard>
  )
}
