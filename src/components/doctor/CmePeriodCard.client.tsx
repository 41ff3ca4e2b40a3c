'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import useSWR from 'swr'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { useNumberFormat } from '@/components/i18n/useNumberFormat'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Checkbox } from '@/components/ui/Checkbox'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Skeleton } from '@/components/ui/Skeleton'
import { CME_PERIOD_KEY, fetchCmePeriod } from '@/lib/api/contract/cmeAccount'
import type { PaceForecast } from '@/lib/cme/pace'
import { formatLongDate } from '@/lib/dates/format'

import { send, useReload } from './cmeAccountRequests'

/** The forecast sentence of the period card (see `paceForecast`). */
function PaceLine({
  pace,
  end,
  day,
}: {
  pace: PaceForecast
  end: string
  day: (value: string) => string
}) {
  const t = useTranslations('CmePace')
  const formatNumber = useNumberFormat()
  switch (pace.kind) {
    case 'reached':
      return t('reached')
    case 'early':
      return t('early', { date: day(pace.from) })
    case 'onTrack':
      return t('onTrack', { date: day(pace.date), perMonth: formatNumber(pace.perMonth) })
    case 'behind':
      return t('behind', {
        end,
        perMonth: formatNumber(pace.perMonth),
        needed: formatNumber(pace.neededPerMonth),
      })
  }
}

/**
 * The period card: the current five-year period (§ 95d SGB V), points so far, missing,
 * days left and the pace line, with the form for the period start, chamber/KZV and the
 * reminder opt-out (`GET/PUT /api/doctor/cme/period`).
 */
export function CmePeriodCard() {
  const t = useTranslations('CmeAccount')
  const errorText = useApiErrorText()
  const formatNumber = useNumberFormat()
  const locale = useLocale()
  const reload = useReload()
  const { data } = useSWR(CME_PERIOD_KEY, fetchCmePeriod, { revalidateOnFocus: false })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!data) return <Skeleton className="h-40" radius="xl" />
  const day = (value: string | null) => formatLongDate(value, locale) ?? ''
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const failed = await send(CME_PERIOD_KEY, 'PUT', {
      start: String(form.get('start') ?? ''),
      chamber: String(form.get('chamber') ?? ''),
      reminders: form.get('reminders') === 'on',
    })
    setBusy(false)
    setError(failed === null ? null : (errorText(failed) ?? t('failed')))
    if (failed === null) await reload()
  }
  const numbers = [
    [t('pointsSoFar'), formatNumber(data.points), 'cme-points'],
    [t('missing'), formatNumber(data.missing), 'cme-missing'],
    [t('daysLeft'), formatNumber(data.daysLeft), 'cme-days-left'],
  ] as const
  return (
    <Card asChild>
      <section aria-labelledby="cme-period-title" data-testid="cme-period">
        <h2 id="cme-period-title" className="font-semibold text-slate-900">
          {t('periodTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('periodRange', { start: day(data.start), end: day(data.end) })}
          {!data.startSet && ` ${t('countedFromAccount')}`}
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {numbers.map(([label, value, id]) => (
            <div key={id}>
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-700" data-testid="cme-pace">
          <PaceLine pace={data.pace} end={day(data.end)} day={day} />
        </p>
        <form onSubmit={save} className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field label={t('startLabel')} hint={t('startHint')}>
            <Input name="start" type="date" required defaultValue={data.start} />
          </Field>
          <Field label={t('chamberLabel')}>
            <Input name="chamber" maxLength={120} defaultValue={data.chamber ?? ''} />
          </Field>
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <Checkbox name="reminders" defaultChecked={data.reminders} />
            {t('reminders')}
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" busy={busy}>
              {t('save')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  )
}
