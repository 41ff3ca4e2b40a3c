'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, MailCheck } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { clsx } from 'clsx'

import { toast } from '@/components/ui/toast'
import { Link, useRouter } from '@/i18n/navigation'
import { useAuthClient } from '@/lib/auth/client/useAuthClient'
import { safeNextPath } from '@/lib/auth/redirects'
import { useAuthSchemas } from '@/components/auth/useAuthSchemas'
import { useSessionUser } from '@/components/auth/useSessionUser'

import type { AuthScreenProps } from './AuthPage'
import { AuthCard } from './AuthCard'
import { SocialButtons } from './SocialButtons.client'
import { Field, secondaryButtonClass, SubmitButton } from './fields'
import { useAuthFailureToast } from './useAuthFeedback'

type Mode = 'password' | 'magic'

function PasswordForm({ email, onEmail }: { email: string; onEmail: (email: string) => void }) {
  const t = useTranslations('Auth')
  const schemas = useAuthSchemas()
  const router = useRouter()
  const next = useSearchParams().get('next')
  const { mutate } = useSessionUser()
  const failure = useAuthFailureToast()
  const auth = useAuthClient()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schemas.signIn),
    defaultValues: { email, password: '' },
  })

  const submit = handleSubmit(async (values) => {
    onEmail(values.email)
    const result = await auth.signInWithPassword(values)
    if (!result.ok) return failure(t('signIn.failedTitle'), result)
    toast({ title: t('signIn.successTitle') })
    await mutate()
    router.push(safeNextPath(next))
    router.refresh()
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={formState.errors.email?.message}
      />
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={formState.errors.password?.message}
      />
      <div className="text-right">
        <Link
          href="/forgot-password"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <SubmitButton busy={formState.isSubmitting} busyLabel={t('signIn.submitting')}>
        {t('signIn.submit')}
      </SubmitButton>
    </form>
  )
}

function MagicLinkForm({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const t = useTranslations('Auth')
  const schemas = useAuthSchemas()
  const failure = useAuthFailureToast()
  const auth = useAuthClient()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schemas.emailOnly),
    defaultValues: { email },
  })

  const submit = handleSubmit(async (values) => {
    const result = await auth.signInWithMagicLink(values)
    if (!result.ok) return failure(t('errorTitle'), result)
    toast({ title: t('signIn.magicSentTitle'), description: result.data?.message })
    onSent(values.email)
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={formState.errors.email?.message}
      />
      <p className="text-sm text-slate-600">{t('signIn.magicHint')}</p>
      <SubmitButton busy={formState.isSubmitting} busyLabel={t('signIn.sending')}>
        {t('signIn.magicSubmit')}
      </SubmitButton>
    </form>
  )
}

/**
 * Sign-in (`/sign-in`, also `/login`): Passwort | Magic Link modes, show/hide
 * password, 'Passwort vergessen?', 'Premium-Mitgliedschaft starten'; after a magic link
 * the 'E-Mail gesendet!' view with 'Zurück zur Anmeldung'. `?reset=ok` (after a password
 * reset) shows a confirmation; `?next=/path` returns there after signing in.
 */
export function SignInForm({ socialProviders = [] }: AuthScreenProps) {
  const t = useTranslations('Auth')
  const resetOk = useSearchParams().get('reset') === 'ok'
  const [mode, setMode] = useState<Mode>('password')
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (sentTo) {
    return (
      <AuthCard title={t('signIn.sentTitle')} icon={<MailCheck className="size-10" aria-hidden />}>
        <p className="text-center text-sm text-slate-600" role="status">
          {t('signIn.sentText', { email: sentTo })}
        </p>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className={clsx(secondaryButtonClass, 'mt-6')}
        >
          {t('backToSignIn')}
        </button>
      </AuthCard>
    )
  }

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      onClick={() => setMode(value)}
      aria-pressed={mode === value}
      className={clsx(
        'flex-1 rounded-md px-3 py-2 text-sm font-medium',
        mode === value
          ? 'bg-white text-brand-700 shadow-sm'
          : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  )

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      {resetOk && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-800"
        >
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('signIn.resetOk')}
        </p>
      )}
      <div
        className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1"
        role="group"
        aria-label={t('signIn.modeLabel')}
      >
        {tab('password', t('signIn.modePassword'))}
        {tab('magic', t('signIn.modeMagic'))}
      </div>
      {mode === 'password' ? (
        <PasswordForm email={email} onEmail={setEmail} />
      ) : (
        <MagicLinkForm email={email} onSent={setSentTo} />
      )}
      <SocialButtons providers={socialProviders} failedTitle={t('signIn.failedTitle')} />
      <div className="mt-6 space-y-2 border-t border-slate-100 pt-4 text-center text-sm">
        <p>
          <Link href="/sign-up" className="font-medium text-brand-700 hover:underline">
            {t('signIn.toSignUp')}
          </Link>
        </p>
        <p>
          <Link href="/subscribe" className="font-medium text-brand-700 hover:underline">
            {t('signIn.startMembership')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
