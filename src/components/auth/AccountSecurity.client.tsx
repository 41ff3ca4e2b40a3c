'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LockKeyhole } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { PasswordInput } from '@/components/ui/PasswordInput.client'
import { toast } from '@/components/ui/toast'
import { Link } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'
import { useAuthSchemas } from '@/components/auth/useAuthSchemas'
import { useSessionUser, type SessionUser } from '@/components/auth/useSessionUser'
import { formatLongDate } from '@/lib/dates/format'

import { AccountDataExport } from '@/components/account/AccountDataExport'
import { DeleteAccount } from '@/components/account/DeleteAccount.client'

import { AccountNewsletter } from './AccountNewsletter.client'
import { AuthCard } from './AuthCard'
import { LoadingCard } from './LoadingCard'
import { NewPasswordFields } from './NewPasswordFields'
import { SignOutEverywhere } from './SignOutEverywhere.client'
import { useAuthFailureToast } from './useAuthFeedback'
import { usePasswordToggle } from './usePasswordToggle'

function ChangePasswordForm() {
  const t = useTranslations('Auth')
  const schemas = useAuthSchemas()
  const failure = useAuthFailureToast()
  const auth = authClient()
  const { user } = useSessionUser()
  const passwordToggle = usePasswordToggle()
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(schemas.changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await auth.changePassword({
      email: user?.email ?? '',
      currentPassword,
      newPassword,
    })
    // The form checked the new passwords already, so a 400 means the current password is
    // wrong (change-password route): say so at that field and put the cursor there.
    if (!result.ok && result.status === 400 && result.message)
      return setError('currentPassword', { message: result.message }, { shouldFocus: true })
    if (!result.ok) return failure(t('security.failedTitle'), result)
    toast({ title: t('security.successTitle') })
    reset()
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('security.currentPassword')}
        error={formState.errors.currentPassword?.message}
      >
        <PasswordInput
          autoComplete="current-password"
          {...register('currentPassword')}
          {...passwordToggle}
        />
      </Field>
      <NewPasswordFields
        password={{
          label: t('newPassword'),
          input: register('newPassword'),
          error: formState.errors.newPassword?.message,
        }}
        confirm={{
          label: t('security.confirmNewPassword'),
          input: register('confirmPassword'),
          error: formState.errors.confirmPassword?.message,
        }}
      />
      <Button type="submit" busy={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? t('saving') : t('security.submit')}
      </Button>
    </form>
  )
}

function AccountInfo({ user }: { user: SessionUser }) {
  const t = useTranslations('Auth')
  const locale = useLocale()
  const rows: [string, string][] = [
    [t('email'), user.email],
    [t('security.createdAt'), formatLongDate(user.created_at, locale) ?? t('security.unknown')],
    [
      t('security.verifiedAt'),
      formatLongDate(user.email_confirmed_at, locale) ?? t('security.notVerified'),
    ],
  ]
  return (
    <section
      aria-labelledby="account-info"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="account-info" className="text-lg font-semibold text-slate-900">
        {t('security.infoTitle')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The fragment of the address this page was opened with when it carries a prepared
 * export's token (`#export=…`, the mailed link), so signing in comes back to it; '' else.
 * Only read in the browser: this branch renders once the session is known.
 */
function linkFragment(): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash
  return /^#export=[\w.-]+$/.test(hash) ? hash : ''
}

/**
 * Account security (`/account/security`): 'login required' card with a button
 * to /sign-in for visitors; for a signed-in user the change-password form (current
 * password verified on the server) and the info card (email, creation date in German
 * format or 'unknown', verification date or 'not yet verified'), the newsletter opt-in
 * (`AccountNewsletter`), "Auf allen Geräten abmelden" (`SignOutEverywhere`), the data
 * export (`AccountDataExport`) and the account deletion (`DeleteAccount`).
 */
export function AccountSecurity() {
  const t = useTranslations('Auth')
  const { user, isKnown } = useSessionUser()
  if (!isKnown) return <LoadingCard label={t('security.loading')} />
  if (!user) {
    return (
      <AuthCard
        title={t('security.loginRequiredTitle')}
        icon={<LockKeyhole className="size-10" aria-hidden />}
      >
        <p className="text-center text-sm text-slate-600">{t('security.loginRequiredText')}</p>
        <Button asChild className="mt-6 w-full">
          <Link
            href={{ pathname: '/sign-in', query: { next: `/account/security${linkFragment()}` } }}
          >
            {t('toSignIn')}
          </Link>
        </Button>
      </AuthCard>
    )
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 md:grid-cols-2">
      <section
        aria-labelledby="change-password"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-2xl font-bold text-slate-900">{t('security.title')}</h1>
        <h2 id="change-password" className="mt-4 mb-4 text-lg font-semibold text-slate-900">
          {t('security.changePassword')}
        </h2>
        <ChangePasswordForm />
      </section>
      <AccountInfo user={user} />
      <AccountNewsletter />
      <SignOutEverywhere />
      <AccountDataExport />
      <DeleteAccount />
    </div>
  )
}
