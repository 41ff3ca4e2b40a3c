'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { useLinkToken } from '@/components/auth/useLinkToken'
import { usePasswordToggle } from '@/components/auth/usePasswordToggle'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Field } from '@/components/ui/Field'
import { PasswordInput } from '@/components/ui/PasswordInput.client'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { postJson, type JsonCallResult } from '@/lib/api/contract/fetchJson'

/** Path of the deletion endpoint (`POST /api/account/delete`). */
const DELETE_PATH = '/api/account/delete'

/** What happens on deletion, in the order the section lists it (keys of `AccountData`). */
const CONSEQUENCES = [
  'deleteRemoved',
  'deleteSessions',
  'deletePractices',
  'deleteMembership',
] as const

/**
 * "Konto löschen" on `/account/security`: says exactly what a deletion does and keeps
 * (docs/security.md, "Account deletion") before anything can be clicked, then asks for
 * the current password and a tick that it cannot be undone. Accounts without a password
 * ask for a confirmation link instead; opening that link (`#token=…`) shows one button
 * that confirms. After a deletion a toast says so and the page goes to the home page.
 */
export function DeleteAccount() {
  const t = useTranslations('AccountData')
  const errorText = useApiErrorText()
  const router = useRouter()
  const { mutate } = useSessionUser()
  const token = useLinkToken()
  const passwordToggle = usePasswordToggle()
  const [password, setPassword] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [linkSent, setLinkSent] = useState(false)
  const checkId = useId()

  const send = async (body: object): Promise<JsonCallResult<{ deleted?: boolean }> | null> => {
    setBusy(true)
    setError(null)
    const result = await postJson<{ deleted?: boolean }>(DELETE_PATH, body)
    setBusy(false)
    if (!result.ok) {
      setError(errorText(result) ?? t('deleteTitle'))
      return null
    }
    return result
  }
  const finish = async () => {
    toast({ title: t('deletedTitle') })
    await mutate(null, { revalidate: false })
    router.replace('/')
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await send({ password }))?.ok) await finish()
  }
  const askForLink = async () => {
    if (await send({ sendLink: true })) setLinkSent(true)
  }
  const confirmByLink = async () => {
    if (token && (await send({ token }))?.ok) await finish()
  }

  return (
    <section
      aria-labelledby="delete-account"
      className="rounded-xl border border-red-200 bg-white p-6 shadow-sm md:col-span-2"
      data-testid="delete-account"
    >
      <h2 id="delete-account" className="text-lg font-semibold text-slate-900">
        {t('deleteTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('deleteIntro')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
        {CONSEQUENCES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t('deleteKept')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('deleteSignUp')}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {token ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm font-medium text-slate-900">{t('confirmLinkText')}</p>
          <Button type="button" variant="danger" busy={busy} onClick={confirmByLink}>
            {t('deleteButton')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <Field label={t('passwordLabel')}>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...passwordToggle}
            />
          </Field>
          <div className="flex items-start gap-2">
            <Checkbox
              id={checkId}
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            <label htmlFor={checkId} className="text-sm text-slate-700">
              {t('confirmCheck')}
            </label>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" busy={busy} disabled={!understood || !password}>
              {t('deleteButton')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={!understood || busy}
              onClick={askForLink}
            >
              {t('noPassword')}
            </Button>
          </div>
          {linkSent ? (
            <p role="status" className="text-sm text-slate-700">
              {t('linkSent')}
            </p>
          ) : null}
        </form>
      )}
    </section>
  )
}
