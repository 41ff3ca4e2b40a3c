'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { createPracticeRequest } from '@/lib/api/contract/practices'
import {
  KZV_KEYS,
  KZVS,
  PRACTICE_KINDS,
  type Kzv,
  type PracticeKind,
} from '@/lib/practices/vocabulary'

const KIND_KEYS = { praxis: 'kindPraxis', mvz: 'kindMvz', bag: 'kindBag' } as const

/** The form that founds a practice (`POST /api/practices`); the signed-in dentist becomes its owner. */
export function CreatePracticeForm({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations('Practice')
  const errorText = useApiErrorText()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (key: string) => String(form.get(key) ?? '')
    setBusy(true)
    const result = await createPracticeRequest({
      name: text('name'),
      kind: text('kind') as PracticeKind,
      street: text('street'),
      postalCode: text('postalCode'),
      city: text('city'),
      kzv: text('kzv') as Kzv,
    })
    setBusy(false)
    if (result.ok) return onCreated()
    setError(errorText(result) ?? t('failed'))
  }
  return (
    <Card asChild>
      <section aria-labelledby="practice-create-title">
        <h2 id="practice-create-title" className="font-semibold text-slate-900">
          {t('createTitle')}
        </h2>
        <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field label={t('name')}>
            <Input name="name" required maxLength={200} />
          </Field>
          <Field label={t('kind')}>
            <Select name="kind" defaultValue="praxis">
              {PRACTICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(KIND_KEYS[kind])}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('street')}>
            <Input name="street" required maxLength={200} autoComplete="street-address" />
          </Field>
          <div className="grid grid-cols-[7rem_1fr] gap-3">
            <Field label={t('postalCode')}>
              <Input name="postalCode" required inputMode="numeric" pattern="\d{5}" />
            </Field>
            <Field label={t('city')}>
              <Input name="city" required maxLength={100} />
            </Field>
          </div>
          <Field label={t('kzv')}>
            <Select name="kzv" required defaultValue="">
              <option value="" disabled>
                {t('kzvChoose')}
              </option>
              {KZV_KEYS.map((key) => (
                <option key={key} value={key}>
                  {KZVS[key]}
                </option>
              ))}
            </Select>
          </Field>
          {error && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {error}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy}>
              {t('createTitle')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  )
}
