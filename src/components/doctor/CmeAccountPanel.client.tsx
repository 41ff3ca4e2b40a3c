'use client'

import { Download, FileArchive, Pencil, Plus, Trash2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { useNumberFormat } from '@/components/i18n/useNumberFormat'
import { useState, type FormEvent } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { useApiErrorText, type ApiFailure } from '@/components/api/useApiErrorText'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Checkbox } from '@/components/ui/Checkbox'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { Skeleton } from '@/components/ui/Skeleton'
import { DOCTOR_STATS_KEY } from '@/lib/api/contract/cme'
import {
  CME_CERTIFICATES_KEY,
  CME_PERIOD_KEY,
  fetchCmeCertificates,
  fetchCmePeriod,
} from '@/lib/api/contract/cmeAccount'
import type { AccountCertificate } from '@/lib/cme/account'
import { formatLongDate } from '@/lib/dates/format'

const CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const

/**
 * Sends a form or JSON to the CME account API: null on success, else the answer's
 * `{ code, message }` (empty when the server could not be reached or sent no JSON).
 */
async function send(
  url: string,
  method: string,
  body?: FormData | object,
): Promise<ApiFailure | null> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {},
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  }).catch(() => null)
  if (res?.ok) return null
  return ((await res?.json().catch(() => null)) as ApiFailure | null) ?? {}
}

/** Reloads everything the account's numbers appear in. */
function useReload() {
  const { mutate } = useSWRConfig()
  return () =>
    Promise.all([mutate(CME_PERIOD_KEY), mutate(CME_CERTIFICATES_KEY), mutate(DOCTOR_STATS_KEY)])
}

/**
 * The period card: the current five-year period (§ 95d SGB V), points so far, missing,
 * days left and the pace line, with the form for the period start, chamber/KZV and the
 * reminder opt-out (`GET/PUT /api/doctor/cme/period`).
 */
function PeriodCard() {
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
          {data.missing === 0
            ? t('reached')
            : data.paceDate
              ? t('pace', { date: day(data.paceDate) })
              : t('paceNone')}
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

/**
 * The form of an external certificate: add (`POST`, file required) or change (`PATCH`,
 * a new file optional), multipart with title, provider, date, points, category, topic.
 */
function CertificateForm({
  entry,
  onDone,
}: {
  entry: AccountCertificate | null
  onDone: () => void
}) {
  const t = useTranslations('CmeAccount')
  const errorText = useApiErrorText()
  const reload = useReload()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (file instanceof File && file.size === 0) form.delete('file')
    setBusy(true)
    const failed = entry
      ? await send(`${CME_CERTIFICATES_KEY}/${entry.id}`, 'PATCH', form)
      : await send(CME_CERTIFICATES_KEY, 'POST', form)
    setBusy(false)
    if (failed !== null) return setError(errorText(failed) ?? t('failed'))
    await reload()
    onDone()
  }
  return (
    <Card asChild>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" data-testid="cme-form">
        <h3 className="font-semibold text-slate-900 sm:col-span-2">
          {entry ? t('editTitle') : t('addTitle')}
        </h3>
        <Field label={t('title')} className="sm:col-span-2">
          <Input name="title" required maxLength={300} defaultValue={entry?.title} />
        </Field>
        <Field label={t('provider')}>
          <Input name="provider" required maxLength={200} defaultValue={entry?.provider} />
        </Field>
        <Field label={t('date')}>
          <Input name="date" type="date" required defaultValue={entry?.date} />
        </Field>
        <Field label={t('points')}>
          <Input
            name="points"
            type="number"
            min={0}
            max={200}
            step="0.5"
            required
            defaultValue={entry?.points}
          />
        </Field>
        <Field label={t('category')}>
          <Select name="category" required defaultValue={entry?.category ?? 'A'}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('topic')} className="sm:col-span-2">
          <Input name="topic" maxLength={200} defaultValue={entry?.topic ?? ''} />
        </Field>
        <Field label={t('file')} hint={entry ? t('fileKeep') : undefined} className="sm:col-span-2">
          <Input
            name="file"
            type="file"
            required={!entry}
            accept="application/pdf,image/jpeg,image/png,image/webp"
          />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" busy={busy}>
            {t('save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Card>
  )
}

/**
 * The dentist's whole CME account on the dashboard: the period card, the proof pack
 * downloads (PDF summary, ZIP with every certificate), and every certificate, ours and
 * external, with download, and edit and delete for external ones; loads
 * `/api/doctor/cme/period` and `/api/doctor/cme/certificates`.
 */
export function CmeAccountPanel() {
  const t = useTranslations('CmeAccount')
  const locale = useLocale()
  const reload = useReload()
  const { data, error } = useSWR(CME_CERTIFICATES_KEY, fetchCmeCertificates, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  const [editing, setEditing] = useState<AccountCertificate | 'new' | null>(null)
  const lang = locale.startsWith('de') ? 'de' : 'en'
  async function remove(entry: AccountCertificate) {
    if (!window.confirm(t('confirmDelete'))) return
    await send(`${CME_CERTIFICATES_KEY}/${entry.id}`, 'DELETE')
    await reload()
  }
  return (
    <div className="mt-8 space-y-6" data-testid="cme-account">
      <PeriodCard />
      <Card asChild>
        <section aria-labelledby="cme-proof-title">
          <h2 id="cme-proof-title" className="font-semibold text-slate-900">
            {t('proofTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('proofText')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href="/api/doctor/cme/proof.pdf?period=current" download>
                <Download className="size-4" aria-hidden />
                {t('proofPdf')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href="/api/doctor/cme/proof.zip?period=current" download>
                <FileArchive className="size-4" aria-hidden />
                {t('proofZip')}
              </a>
            </Button>
          </div>
        </section>
      </Card>
      <section aria-labelledby="cme-list-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="cme-list-title" className="text-xl font-semibold text-slate-900">
            {t('listTitle')}
          </h2>
          {editing === null && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden />
              {t('addTitle')}
            </Button>
          )}
        </div>
        {editing !== null && (
          <CertificateForm
            key={editing === 'new' ? 'new' : editing.id}
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {error ? (
          <p className="rounded-md bg-red-50 p-4 text-sm text-red-800">{t('loadError')}</p>
        ) : !data ? (
          <Skeleton className="h-24" radius="xl" />
        ) : data.certificates.length === 0 ? (
          <Card variant="dashed" className="text-center text-slate-600">
            {t('empty')}
          </Card>
        ) : (
          <Card asChild padding="none" className="divide-y divide-slate-100">
            <ul data-testid="cme-certificates">
              {data.certificates.map((c) => (
                <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-medium break-words text-slate-900">
                      {c.title}{' '}
                      <Badge tone={c.source === 'journal' ? 'info' : 'neutral'}>
                        {c.source === 'journal' ? t('ours') : t('external')}
                      </Badge>
                    </p>
                    <p className="text-sm break-words text-slate-600">
                      {t('meta', {
                        date: formatLongDate(c.date, locale) ?? c.date,
                        provider: c.provider,
                        category: c.category,
                        // A number: the ICU plural picks the noun form and formats it.
                        points: c.points,
                      })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2 text-sm">
                    <Button asChild variant="link">
                      <a
                        href={
                          c.source === 'journal'
                            ? `${c.fileUrl.split('?')[0]}?lang=${lang}`
                            : c.fileUrl
                        }
                        download
                      >
                        <Download className="size-4" aria-hidden />
                        {t('download')}
                      </a>
                    </Button>
                    {c.source === 'external' && (
                      <>
                        <Button variant="link" onClick={() => setEditing(c)}>
                          <Pencil className="size-4" aria-hidden />
                          {t('edit')}
                        </Button>
                        <Button variant="link" onClick={() => remove(c)}>
                          <Trash2 className="size-4" aria-hidden />
                          {t('delete')}
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  )
}
