'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { useRouter } from '@/i18n/navigation'
import { startCheckout } from '@/lib/api/contract/membership'

import { EmbeddedCheckoutCard } from './EmbeddedCheckoutCard.client'

/**
 * The payment step of `/subscribe`: a button starts the checkout on our server;
 * members already active go to `/success?existing=true`, everyone else pays in Stripe's
 * Embedded Checkout (card with Apple Pay / Google Pay where offered, SEPA direct debit),
 * which returns to `/checkout-success?session_id=…`.
 */
export function MembershipCheckout({ publishableKey }: { publishableKey: string }) {
  const t = useTranslations('Subscribe')
  const errorText = useApiErrorText()
  const locale = useLocale()
  const router = useRouter()
  const [clientSecret, setClientSecret] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function start() {
    setBusy(true)
    setError(null)
    const result = await startCheckout(locale)
    setBusy(false)
    if (!result.ok) return setError(errorText(result) ?? t('checkoutError'))
    if ('existing' in result.data) return router.push('/success?existing=true')
    setClientSecret(result.data.clientSecret)
  }

  if (clientSecret)
    return <EmbeddedCheckoutCard publishableKey={publishableKey} clientSecret={clientSecret} />
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void start()
      }}
      className="space-y-3"
    >
      <Button type="submit" busy={busy} className="w-full">
        {busy ? t('starting') : t('pay')}
      </Button>
      <p className="text-center text-xs text-slate-500">{t('methods')}</p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  )
}
