'use client'

import { BadgeCheck, Pencil } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { Textarea } from '@/components/ui/Textarea'
import { SAMPLE_DOCTOR_PROFILE, SPECIALIZATIONS } from '@/lib/preview/sampleData'

import { PreviewBanner } from './PreviewBanner'

type Profile = typeof SAMPLE_DOCTOR_PROFILE

/**
 * `/preview-profile`: a sample doctor profile with overview card, badges and personal
 * data that can be edited, saved and cancelled locally only (no save call reaches the
 * server); the email is read-only. Labelled as a preview.
 */
export function PreviewProfile() {
  const t = useTranslations('Preview')
  const [saved, setSaved] = useState<Profile>(SAMPLE_DOCTOR_PROFILE)
  const [draft, setDraft] = useState<Profile>(SAMPLE_DOCTOR_PROFILE)
  const [editing, setEditing] = useState(false)
  const field = (
    key: 'firstName' | 'lastName' | 'phone' | 'licenseNumber' | 'practiceAddress',
    label: string,
  ) => (
    <Field label={label}>
      <Input
        value={draft[key]}
        disabled={!editing}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </Field>
  )
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <PreviewBanner text={t('banner')} />
      <Card asChild padding="lg">
        <section>
          <h1 className="text-2xl font-bold text-slate-900">
            {saved.firstName} {saved.lastName}
          </h1>
          <p className="text-slate-600">
            {saved.specialization} · {saved.cmePoints} {t('points')} · {saved.expertiseLevel}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {saved.badges.map((b) => (
              <Badge asChild key={b} tone="brand" className="px-3 py-1">
                <li>
                  <BadgeCheck className="size-3.5" aria-hidden />
                  {b}
                </li>
              </Badge>
            ))}
          </ul>
        </section>
      </Card>
      <Card asChild padding="lg" className="space-y-4">
        <form
          onSubmit={(e) => {
            e.preventDefault()
            setSaved(draft)
            setEditing(false)
          }}
        >
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold text-slate-900">{t('personalInfo')}</h2>
            {!editing && (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden />
                {t('edit')}
              </Button>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('firstName', t('firstName'))}
            {field('lastName', t('lastName'))}
            <Field label={t('email')}>
              <Input value={draft.email} disabled readOnly />
            </Field>
            {field('phone', t('phone'))}
            <Field label={t('specialization')}>
              <Select
                value={draft.specialization}
                disabled={!editing}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    specialization: e.target.value as Profile['specialization'],
                  })
                }
              >
                {SPECIALIZATIONS.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </Field>
            {field('licenseNumber', t('licenseNumber'))}
          </div>
          {field('practiceAddress', t('practiceAddress'))}
          <Field label={t('bio')}>
            <Textarea
              value={draft.bio}
              disabled={!editing}
              onChange={(e) => setDraft({ ...draft, bio: e.target.value })}
            />
          </Field>
          {editing && (
            <div className="flex gap-3">
              <Button type="submit">{t('save')}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(saved)
                  setEditing(false)
                }}
              >
                {t('cancel')}
              </Button>
            </div>
          )}
        </form>
      </Card>
    </div>
  )
}
