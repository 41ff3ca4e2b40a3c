'use client'

import { CheckCircle2, XCircle } from 'lucide-react'
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
import { useSessionUser } from '@/components/auth/useSessionUser'
import type { LinkPreview } from '@/lib/auth/linkPreview'

import { AuthCard } from './AuthCard'
import { LinkConfirmation } from './LinkConfirmation.client'
import { LoadingCard } from './LoadingCard'

/**
 * Verify email (`/verify-email`): loading; unless this browser is already signed in to
 * the link's account, the question "Als d…@praxis.de anmelden?" (a link from a mail never
 * silently signs in or replaces a session); then success (welcome toast,
 * signed in, on to /doctor-dashboard after 2 s) or error ('Der Verifikationslink ist
 * ungültig oder abgelaufen.' with buttons to sign-in and to request a new link).
 */
export function VerifyEmail() {
  const t = useTranslations('Auth')
  const errorText = useApiErrorText()
  const router = useRouter()
  const { mutate } = useSessionUser()
  const token = useLinkToken()
  const [state, setState] = useState<'loading' | 'success' | 'error'>('loading')
  // The question to ask before verifying and signing in (null: none, or not known yet).
  const [question, setQuestion] = useState<LinkPreview | null>(null)
  const auth = authClient()

  const fail = (message: string | null) => {
    setQuestion(null)
    setState('error')
    toast({
      title: t('verify.failedTitle'),
      description: message ?? t('verify.errorText'),
      variant: 'destructive',
    })
  }

  useOnce(token !== undefined, async () => {
    const preview = await auth.previewLink('verify', token ?? null)
    if (!preview.ok) return fail(errorText(preview))
    if (preview.data?.needsConfirmation) return setQuestion(preview.data)
    await redeem(false)
  })

  async function redeem(confirmed: boolean) {
    const result = await auth.redeemLink('verify', token ?? null, { confirmed })
    if (!result.ok) return fail(errorText(result))
    setQuestion(null)
    setState('success')
    const name = result.data?.firstName
    toast({
      title: t('verify.successTitle'),
      description: name ? t('verify.welcomeNamed', { name }) : t('verify.welcome'),
    })
    await mutate()
    setTimeout(() => router.push(AFTER_SIGN_IN_PATH), REDIRECT_DELAY_MS.verifyOrInvalidLink)
  }

  if (question)
    return <LinkConfirmation kind="verify" preview={question} onConfirm={() => redeem(true)} />
  if (state === 'loading') return <LoadingCard label={t('verify.loading')} />
  if (state === 'success') {
    return (
      <AuthCard
        title={t('verify.successTitle')}
        icon={<CheckCircle2 className="size-10" aria-hidden />}
      >
        <p className="text-center text-sm text-slate-600" role="status">
          {t('verify.redirecting')}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link href={AFTER_SIGN_IN_PATH}>{t('toDashboard')}</Link>
        </Button>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={t('verify.failedTitle')}
      icon={<XCircle className="size-10 text-red-600" aria-hidden />}
    >
      <p className="text-center text-sm text-slate-600">{t('verify.errorText')}</p>
      <div className="mt-6 space-y-3">
        <Button asChild className="w-full">
          <Link href="/sign-in">{t('toSignIn')}</Link>
        </Button>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/forgot-password">{t('requestNewLink')}</Link>
        </Button>
      </div>
    </AuthCard>
  )
}
