'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { authClient } from '@/lib/auth/client/authClient'

type Outcome = { kind: 'sent' | 'error'; text: string } | null

/**
 * On the return page of a complete checkout, for a payer who is not signed in: one button
 * that mails a magic sign-in link (valid 1 hour) to the checkout's address, which the
 * server read from Stripe. The address cannot be changed here. Alerts: sent;
 * 'Fehler: {message or Unbekannter Fehler}'; 'Fehler beim Senden des Magic Links' when the
 * request fails.
 */
export function CheckoutMagicLink({ email }: { email: string }) {
  const t = useTranslations('Subscribe.checkoutSuccess')
  const errorText = useApiErrorText()
  const auth = authClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function send() {
    setBusy(true)
    const result = await auth.signInWithMagicLink({ email })
    setBusy(false)
    if (result.ok) setOutcome({ kind: 'sent', text: t('sent') })
    else if (result.status === 0) setOutcome({ kind: 'error', text: t('networkError') })
    else
      setOutcome({
        kind: 'error',
        text: t('error', { message: errorText(result) ?? t('unknownError') }),
      })
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">{t('magicText', { email })}</p>
      <Button type="submit" busy={busy} className="w-full">
        {busy ? t('sending') : t('send')}
      </Button>
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
  )
}
