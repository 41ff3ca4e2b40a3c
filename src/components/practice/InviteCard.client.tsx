'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { inviteRequest, withdrawInvitationRequest } from '@/lib/api/contract/practices'
import { formatLongDate } from '@/lib/dates/format'
import type { PracticeInvitationView } from '@/lib/practices/reads'

/**
 * Inviting an employed dentist by e-mail (`POST /api/practices/{id}/invitations`) and the
 * open invitations with "Erneut senden" and "Zurückziehen". `onChange` reloads the practice.
 */
export function InviteCard({
  practiceId,
  invitations,
  onChange,
}: {
  practiceId: number
  invitations: PracticeInvitationView[]
  onChange: () => void
}) {
  const t = useTranslations('Practice')
  const locale = useLocale()
  const errorText = useApiErrorText()
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  async function invite(email: string) {
    setBusy(true)
    const result = await inviteRequest(practiceId, { email })
    setBusy(false)
    setNote(
      result.ok
        ? { text: t('invited', { email: result.data.email }), error: false }
        : { text: errorText(result) ?? t('failed'), error: true },
    )
    if (result.ok) onChange()
    return result.ok
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (await invite(String(new FormData(form).get('email') ?? ''))) form.reset()
  }
  async function withdraw(invitation: PracticeInvitationView) {
    const result = await withdrawInvitationRequest(practiceId, invitation.id)
    if (!result.ok) setNote({ text: errorText(result) ?? t('failed'), error: true })
    onChange()
  }
  return (
    <section aria-labelledby="practice-invite-title" className="mt-6">
      <h3 id="practice-invite-title" className="font-semibold text-slate-900">
        {t('inviteTitle')}
      </h3>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label={t('email')}>
            <Input name="email" type="email" required autoComplete="off" />
          </Field>
        </div>
        <Button type="submit" busy={busy}>
          {t('inviteSend')}
        </Button>
      </form>
      <p
        aria-live="polite"
        className={note?.error ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-slate-700'}
      >
        {note?.text}
      </p>
      {invitations.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t('openInvitations')}</h4>
          <ul className="mt-2 divide-y divide-slate-100" data-testid="practice-invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <span className="flex-1 text-slate-800">
                  {invitation.email} ·{' '}
                  {invitation.status === 'expired'
                    ? t('expired')
                    : t('expiresOn', { date: formatLongDate(invitation.expiresAt, locale) ?? '' })}
                </span>
                <Button variant="ghost" size="sm" onClick={() => invite(invitation.email)}>
                  {t('resend')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => withdraw(invitation)}>
                  {t('withdraw')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
