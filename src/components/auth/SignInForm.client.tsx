'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { AlertCircle, CheckCircle2, MailCheck } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { PasswordInput } from '@/components/ui/PasswordInput.client'
import { SegmentedControl } from '@/components/ui/SegmentedControl'
import { toast } from '@/components/ui/toast'
import { textLinkClass } from '@/components/ui/textLink'
import { Link, useRouter } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'
import { safeNextPath } from '@/lib/auth/redirects'
import { useAuthSchemas } from '@/components/auth/useAuthSchemas'
import { useSessionUser } from '@/components/auth/useSessionUser'

import type { AuthScreenProps } from './AuthPage'
import { AuthCard } from './AuthCard'
import { SocialButtons } from './SocialButtons.client'
import { useAuthFailureText } from './useAuthFeedback'
import { usePasswordToggle } from './usePasswordToggle'

type Mode = 'password' | 'magic'

/**
 * Why the last submit failed, above the form's button: an alert, so screen readers say it
 * the moment it appears; nothing while `text` is null.
 */
function FormFailure({ title, text }: { title: string; text: string | null }) {
  if (!text) return null
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
      data-testid="sign-in-error"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <span className="font-semibold">{title}:</span> <span>{text}</span>
      </p>
    </div>
  )
}

function PasswordForm({ email, onEmail }: { email: string; onEmail: (email: string) => void }) {
  const t = useTranslations('Auth')
  const schemas = useAuthSchemas()
  const router = useRouter()
  const next = useSearchParams().get('next')
  const { mutate } = useSessionUser()
  const failureText = useAuthFailureText()
  const [failed, setFailed] = useState<string | null>(null)
  const auth = authClient()
  const passwordToggle = usePasswordToggle()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schemas.signIn),
    defaultValues: { email, password: '' },
  })

  const submit = handleSubmit(async (values) => {
    onEmail(values.email)
    setFailed(null)
    const result = await auth.signInWithPassword(values)
    if (!result.ok) return setFailed(failureText(result))
    toast({ title: t('signIn.successTitle') })
    await mutate()
    router.push(safeNextPath(next))
    router.refresh()
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('email')} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={t('password')} error={formState.errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...register('password')}
          {...passwordToggle}
        />
      </Field>
      <div className="text-right">
        <Link href="/forgot-password" className={`text-sm ${textLinkClass}`}>
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <FormFailure title={t('signIn.failedTitle')} text={failed} />
      <Button type="submit" busy={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  )
}

function MagicLinkForm({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const t = useTranslations('Auth')
  const schemas = useAuthSchemas()
  const failureText = useAuthFailureText()
  const [failed, setFailed] = useState<string | null>(null)
  const auth = authClient()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schemas.emailOnly),
    defaultValues: { email },
  })

  const submit = handleSubmit(async (values) => {
    setFailed(null)
    const result = await auth.signInWithMagicLink(values)
    if (!result.ok) return setFailed(failureText(result))
    toast({ title: t('signIn.magicSentTitle'), description: result.data?.message })
    onSent(values.email)
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('email')} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <p className="text-sm text-slate-600">{t('signIn.magicHint')}</p>
      <FormFailure title={t('errorTitle')} text={failed} />
      <Button type="submit" busy={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? t('signIn.sending') : t('signIn.magicSubmit')}
      </Button>
    </form>
  )
}

/**
 * Sign-in (`/sign-in`; `/login` redirects here): Passwort | Magic Link modes, show/hide
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
        <Button variant="secondary" onClick={() => setSentTo(null)} className="mt-6 w-full">
          {t('backToSignIn')}
        </Button>
      </AuthCard>
    )
  }

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
      <SegmentedControl
        className="mb-6"
        label={t('signIn.modeLabel')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'password', label: t('signIn.modePassword') },
          { value: 'magic', label: t('signIn.modeMagic') },
        ]}
      />
      {mode === 'password' ? (
        <PasswordForm email={email} onEmail={setEmail} />
      ) : (
        <MagicLinkForm email={email} onSent={setSentTo} />
      )}
      <SocialButtons providers={socialProviders} failedTitle={t('signIn.failedTitle')} />
      <div className="mt-6 space-y-2 border-t border-slate-100 pt-4 text-center text-sm">
        <p>
          <Link href="/sign-up" className={textLinkClass}>
            {t('signIn.toSignUp')}
          </Link>
        </p>
        <p>
          <Link href="/subscribe" className={textLinkClass}>
            {t('signIn.startMembership')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
