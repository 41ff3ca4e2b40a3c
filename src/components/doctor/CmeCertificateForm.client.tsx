'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { CME_CERTIFICATES_KEY } from '@/lib/api/contract/cmeAccount'
import type { AccountCertificate } from '@/lib/cme/account'

import { send, useReload } from './cmeAccountRequests'

const CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const

/**
 * The form of an external certificate: add (`POST`, file required) or change (`PATCH`,
 * a new file optional), multipart with title, provider, date, points, category, topic.
 */
export function CmeCertificateForm({
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
