'use client'

import { Users } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { useNumberFormat } from '@/components/i18n/useNumberFormat'
import { EmbeddedCheckoutCard } from '@/components/membership/EmbeddedCheckoutCard.client'
import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { seatCheckoutRequest, seatPortalRequest } from '@/lib/api/contract/practices'
import { formatLongDate } from '@/lib/dates/format'
import type { SeatsView } from '@/lib/practices/seatView'
import { MAX_SEATS } from '@/lib/practices/vocabulary'

/**
 * The practice's team seats (docs/product.md, "Team seats"): how many are paid and
 * assigned and until when; for the owner, buying seats in Stripe's Embedded Checkout
 * (`publishableKey`; without it payments are off) or, once subscribed, the customer
 * portal where the number of seats changes. Warns when more seats are assigned than paid
 * (after a reduction) and, after paying (`justPaid`), that the seats appear once Stripe
 * confirms the payment.
 */
export function SeatsCard({
  practiceId,
  seats,
  isOwner,
  publishableKey,
  justPaid,
}: {
  practiceId: number
  seats: SeatsView
  isOwner: boolean
  publishableKey: string | null
  justPaid: boolean
}) {
  const t = useTranslations('PracticeSeats')
  const locale = useLocale()
  const formatNumber = useNumberFormat()
  const errorText = useApiErrorText()
  const [count, setCount] = useState('1')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [clientSecret, setClientSecret] = useState<string | null>(null)

  async function buy(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = await seatCheckoutRequest(practiceId, { seats: Number(count) })
    setBusy(false)
    if (!result.ok) return setError(errorText(result) ?? t('failed'))
    setClientSecret(result.data.clientSecret)
  }
  async function manage() {
    setBusy(true)
    setError(null)
    const result = await seatPortalRequest(practiceId)
    if (result.ok) return window.location.assign(result.data.url)
    setBusy(false)
    setError(errorText(result) ?? t('failed'))
  }

  return (
    <section className="mt-6 rounded-lg border border-slate-200 p-4" data-testid="practice-seats">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Users className="size-5 text-brand-600" aria-hidden />
        {t('title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {seats.active ? (
        <p className="mt-3 text-sm text-slate-800" data-testid="seats-summary">
          {t('summary', {
            assigned: formatNumber(seats.assigned),
            paid: formatNumber(seats.paid),
            date: formatLongDate(seats.periodEnd!, locale) ?? '',
          })}
          {seats.cancelAtPeriodEnd &&
            ` ${t('endsAt', { date: formatLongDate(seats.periodEnd!, locale) ?? '' })}`}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{justPaid ? t('paid') : t('none')}</p>
      )}
      {seats.overAssigned && seats.active && (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('overAssigned', {
            assigned: formatNumber(seats.assigned),
            paid: formatNumber(seats.paid),
          })}
        </p>
      )}
      {isOwner && !publishableKey && (
        <p className="mt-3 text-sm text-slate-600">{t('paymentsOff')}</p>
      )}
      {isOwner && publishableKey && clientSecret && (
        <div className="mt-4">
          <EmbeddedCheckoutCard publishableKey={publishableKey} clientSecret={clientSecret} />
        </div>
      )}
      {isOwner && publishableKey && !clientSecret && seats.subscribed && (
        <div className="mt-4 grid gap-1">
          <Button variant="secondary" className="justify-self-start" busy={busy} onClick={manage}>
            {t('manage')}
          </Button>
          <p className="text-xs text-slate-600">{t('manageHint')}</p>
        </div>
      )}
      {isOwner && publishableKey && !clientSecret && !seats.subscribed && (
        <form onSubmit={buy} className="mt-4 flex flex-wrap items-end gap-3">
          <Field label={t('count')} className="w-32">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SEATS}
              required
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </Field>
          <Button type="submit" busy={busy}>
            {busy ? t('starting') : t('buy')}
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  )
}
