'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import useSWR from 'swr'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Skeleton } from '@/components/ui/Skeleton'
import { CME_IDENTITY_KEY, fetchCmeIdentity } from '@/lib/api/contract/cmeAccount'

import { send } from './cmeAccountRequests'

/** The fields, in the form's order, and whether KZVen ask for them to match a proof. */
const FIELDS = [
  { name: 'title', label: 'titleField', asked: false, max: 60, type: 'text' },
  { name: 'birthDate', label: 'birthDate', asked: true, max: 10, type: 'date' },
  { name: 'kzvNumber', label: 'kzvNumber', asked: true, max: 40, type: 'text' },
  { name: 'practiceAddress', label: 'practiceAddress', asked: true, max: 300, type: 'text' },
] as const

/**
 * The card "Angaben für den KZV-Nachweis": title, date of birth, dentist number
 * (Zahnarztnummer/Abrechnungsnummer) and practice address, all optional, printed on the
 * proof PDF; says which ones the KZV asks for (`GET/PUT /api/doctor/cme/identity`).
 */
export function CmeIdentityCard() {
  const t = useTranslations('CmeIdentity')
  const errorText = useApiErrorText()
  const { data, mutate } = useSWR(CME_IDENTITY_KEY, fetchCmeIdentity, {
    revalidateOnFocus: false,
  })
  const [state, setState] = useState<{ error: string | null; saved: boolean }>({
    error: null,
    saved: false,
  })
  const [busy, setBusy] = useState(false)
  if (!data) return <Skeleton className="h-40" radius="xl" />
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = Object.fromEntries(FIELDS.map((f) => [f.name, String(form.get(f.name) ?? '')]))
    setBusy(true)
    const failed = await send(CME_IDENTITY_KEY, 'PUT', body)
    setBusy(false)
    setState({ error: failed === null ? null : (errorText(failed) ?? t('failed')), saved: !failed })
    if (failed === null) await mutate()
  }
  return (
    <Card asChild>
      <section aria-labelledby="cme-identity-title" data-testid="cme-identity">
        <h2 id="cme-identity-title" className="font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
        <form onSubmit={save} className="mt-4 grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <Field
              key={f.name}
              label={t(f.label)}
              hint={f.asked ? t('asked') : undefined}
              className={f.name === 'practiceAddress' ? 'sm:col-span-2' : undefined}
            >
              <Input
                name={f.name}
                type={f.type}
                maxLength={f.max}
                defaultValue={data[f.name] ?? ''}
              />
            </Field>
          ))}
          {state.error && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {state.error}
            </p>
          )}
          <div className="flex items-center gap-3 sm:col-span-2">
            <Button type="submit" busy={busy}>
              {t('save')}
            </Button>
            {state.saved && (
              <Badge tone="success" role="status">
                {t('saved')}
              </Badge>
            )}
          </div>
        </form>
      </section>
    </Card>
  )
}
