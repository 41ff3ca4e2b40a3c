'use client'

import { BadgeCheck, Pencil } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { SAMPLE_DOCTOR_PROFILE, SPECIALIZATIONS } from '@/lib/preview/sampleData'

import { PreviewBanner } from './PreviewBanner'

type Profile = typeof SAMPLE_DOCTOR_PROFILE
const input =
  'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-50 disabled:text-slate-600'

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
    <label className="block space-y-1 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <input
        className={input}
        value={draft[key]}
        disabled={!editing}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  )
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <PreviewBanner text={t('banner')} />
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-slate-900">
          {saved.firstName} {saved.lastName}
        </h1>
        <p className="text-slate-600">
          {saved.specialization} · {saved.cmePoints} {t('points')} · {saved.expertiseLevel}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {saved.badges.map((b) => (
            <li
              key={b}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700"
            >
              <BadgeCheck className="size-3.5" aria-hidden />
              {b}
            </li>
          ))}
        </ul>
      </section>
      <form
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
        onSubmit={(e) => {
          e.preventDefault()
          setSaved(draft)
          setEditing(false)
        }}
      >
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900">{t('personalInfo')}</h2>
          {!editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
            >
              <Pencil className="size-4" aria-hidden />
              {t('edit')}
            </button>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', t('firstName'))}
          {field('lastName', t('lastName'))}
          <label className="block space-y-1 text-sm">
            <span className="font-medium text-slate-700">{t('email')}</span>
            <input className={input} value={draft.email} disabled readOnly />
          </label>
          {field('phone', t('phone'))}
          <label className="block space-y-1 text-sm">
            <span className="font-medium text-slate-700">{t('specialization')}</span>
            <select
              className={input}
              value={draft.specialization}
              disabled={!editing}
              onChange={(e) =>
                setDraft({ ...draft, specialization: e.target.value as Profile['specialization'] })
              }
            >
              {SPECIALIZATIONS.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          {field('licenseNumber', t('licenseNumber'))}
        </div>
        {field('practiceAddress', t('practiceAddress'))}
        <label className="block space-y-1 text-sm">
          <span className="font-medium text-slate-700">{t('bio')}</span>
          <textarea
            className={input}
            rows={3}
            value={draft.bio}
            disabled={!editing}
            onChange={(e) => setDraft({ ...draft, bio: e.target.value })}
          />
        </label>
        {editing && (
          <div className="flex gap-3">
            <button
              type="submit"
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
            >
              {t('save')}
            </button>
            <button
              type="button"
              onClick={() => {
                setDraft(saved)
                setEditing(false)
              }}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm"
            >
              {t('cancel')}
            </button>
          </div>
        )}
      </form>
    </div>
  )
}
