'use client'

import { CheckCircle2 } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { AuthCard } from '@/components/auth/AuthCard'
import { Field, primaryButtonClass, SubmitButton } from '@/components/auth/fields'
import { Link } from '@/i18n/navigation'
import { postJson } from '@/lib/api/client'
import { useAuthClient } from '@/lib/auth/client/useAuthClient'
import { useSessionUser } from '@/lib/auth/useSessionUser'

type Outcome = { kind: 'sent' | 'error'; text: string } | null

/**
 * `/checkout-success?session_id=…` (spec §2 Payment success pages, issue 4): finishes
 * the checkout on the server (premium opens without waiting for the webhook), shows the
 * session id and, for a guest, a form that mails a magic sign-in link (valid 1 hour) to
 * the checkout email. Spec §8 alerts: sent; 'Fehler: {message or Unbekannter Fehler}';
 * 'Fehler beim Senden des Magic Links' when the request fails.
 */
export function CheckoutSuccess() {
  const t = useTranslations('Subscribe.checkoutSuccess')
  const sessionId = useSearchParams().get('session_id')
  const { user, mutate } = useSessionUser()
  const { data } = useSWR(
    sessionId ? `/api/stripe/checkout-session/${encodeURIComponent(sessionId)}` : null,
    async (url: string) => {
      const result = await postJson<{ email: string; status: string }>(url, {})
      if (result.ok) await mutate()
      return result.ok ? result.data : null
    },
  )
  const [email, setEmail] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const auth = useAuthClient()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const address = email ?? data?.email ?? ''

  async function sendLink() {
    setBusy(true)
    const result = await auth.signInWithMagicLink({
      email: address,
      redirectPath: '/checkout-success',
    })
    setBusy(false)
    if (result.ok) setOutcome({ kind: 'sent', text: t('sent') })
    else if (result.status === 0) setOutcome({ kind: 'error', text: t('networkError') })
    else
      setOutcome({
        kind: 'error',
        text: t('error', { message: result.message ?? t('unknownError') }),
      })
  }

  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      icon={<CheckCircle2 className="size-10" aria-hidden />}
    >
      {sessionId && (
        <p className="mb-6 rounded-md bg-slate-50 p-3 text-xs break-all text-slate-600">
          {t('sessionId')}: <code data-testid="session-id">{sessionId}</code>
        </p>
      )}
      {user ? (
        <Link href="/doctor-dashboard" className={primaryButtonClass}>
          {t('toDashboard')}
        </Link>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void sendLink()
          }}
          className="space-y-4"
        >
          <p className="text-sm text-slate-600">{t('magicText')}</p>
          <Field
            label={t('email')}
            type="email"
            required
            autoComplete="email"
            value={address}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton busy={busy} disabled={!address.trim()} busyLabel={t('sending')}>
            {t('send')}
          </SubmitButton>
          {outcome && (
            <p
              role="alert"
              className={
                outcome.kind === 'sent'
                  ? 'rounded-md bg-emerald-50 p-3 text-sm text-emerald-800'
                  : 'rounded-md bg-red-50 p-3 text-sm text-red-800'
              }
            >
              {outcome.text}
            </p>
          )}
        </form>
      )}
    </AuthCard>
  )
}
