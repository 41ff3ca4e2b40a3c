'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { SegmentedControl } from '@/components/ui/SegmentedControl'
import { toast } from '@/components/ui/toast'
import { textLinkClass } from '@/components/ui/textLink'
import { Link } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'
import { useAuthSchemas } from '@/components/auth/useAuthSchemas'

import type { AuthScreenProps } from './AuthPage'
import { AuthCard } from './AuthCard'
import { InvitationRequestForm } from './InvitationRequestForm.client'
import { SocialButtons } from './SocialButtons.client'
import { NewPasswordFields } from './NewPasswordFields'
import { PersonFields } from './PersonFields'
import { useAuthFailureToast } from './useAuthFeedback'

type Mode = 'code' | 'request'

/** The switch between signing up with a code and requesting an invitation. */
function ModeTabs({ mode, onMode }: { mode: Mode; onMode: (mode: Mode) => void }) {
  const t = useTranslations('Auth')
  return (
    <SegmentedControl
      className="mb-6"
      label={t('signUp.modeLabel')}
      value={mode}
      onChange={onMode}
      options={[
        { value: 'code', label: t('signUp.modeCode') },
        { value: 'request', label: t('signUp.modeRequest') },
      ]}
    />
  )
}

/** A personal invitation from the link in its mail (`#code=…&email=…&firstName=…&lastName=…`). */
type Invitation = { code: string; email: string; firstName: string; lastName: string }

/**
 * `/sign-up`: "Mit Einladungscode" registers (`CodeSignUp`); "Einladung
 * anfordern" lets a dentist without a code ask for one (`InvitationRequestForm`).
 * `?mode=request` (the paywall's "Einladung anfordern") opens the request first. A personal
 * invitation link (`#code=…&email=…&firstName=…&lastName=…`) opens the code form filled in, also when the page is
 * already open in this tab (the fragment changes without a reload).
 */
export function SignUpForm({ socialProviders = [] }: AuthScreenProps) {
  const requested = useSearchParams().get('mode') === 'request'
  const [mode, setMode] = useState<Mode>(requested ? 'request' : 'code')
  const [invitation, setInvitation] = useState<Invitation | null>(null)
  useEffect(() => {
    const readFragment = () => {
      const fragment = new URLSearchParams(window.location.hash.slice(1))
      const code = fragment.get('code')
      if (!code) return
      setInvitation({
        code,
        email: fragment.get('email') ?? '',
        firstName: fragment.get('firstName') ?? '',
        lastName: fragment.get('lastName') ?? '',
      })
      setMode('code')
    }
    readFragment()
    window.addEventListener('hashchange', readFragment)
    return () => window.removeEventListener('hashchange', readFragment)
  }, [])
  const tabs = <ModeTabs mode={mode} onMode={setMode} />
  if (mode === 'request') return <InvitationRequestForm tabs={tabs} />
  return (
    <CodeSignUp
      tabs={tabs}
      socialProviders={socialProviders}
      invitation={invitation}
      onRequest={() => setMode('request')}
    />
  )
}

/**
 * Sign-up with an invitation code: code, first and last name, email, password (show/hide)
 * and confirmation; the account rules (all required, 8 characters, passwords match). A
 * personal `invitation` fills in the code, the address and the requester's names. On success the 'verification
 * mail sent' card with a button to sign-in. The emails are written in the page's language.
 */
function CodeSignUp({
  socialProviders = [],
  tabs,
  invitation,
  onRequest,
}: AuthScreenProps & {
  tabs: ReactNode
  invitation: Invitation | null
  onRequest: () => void
}) {
  const t = useTranslations('Auth')
  const locale = useLocale()
  const schemas = useAuthSchemas()
  const failure = useAuthFailureToast()
  const auth = authClient()
  const [done, setDone] = useState<string | null>(null)
  const { register, handleSubmit, formState, setValue } = useForm({
    resolver: zodResolver(schemas.signUpForm),
    defaultValues: {
      inviteCode: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  })

  useEffect(() => {
    if (!invitation) return
    setValue('inviteCode', invitation.code)
    if (invitation.email) setValue('email', invitation.email)
    // The names the dentist gave when asking for the invitation.
    if (invitation.firstName) setValue('firstName', invitation.firstName)
    if (invitation.lastName) setValue('lastName', invitation.lastName)
  }, [invitation, setValue])

  const submit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    const result = await auth.signUp({ ...values, language: locale })
    if (!result.ok) return failure(t('signUp.failedTitle'), result)
    toast({ title: t('signUp.successTitle'), description: t('signUp.successToast') })
    setDone(values.email)
  })

  if (done) {
    return (
      <AuthCard title={t('signUp.sentTitle')} icon={<MailCheck className="size-10" aria-hidden />}>
        <p className="text-center text-sm text-slate-600" role="status">
          {t('signUp.sentText', { email: done })}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link href="/sign-in">{t('toSignIn')}</Link>
        </Button>
      </AuthCard>
    )
  }

  const error = (name: keyof typeof formState.errors) => formState.errors[name]?.message
  return (
    <AuthCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      {tabs}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label={t('signUp.inviteCode')}
          error={error('inviteCode')}
          action={
            <Button variant="link" size="sm" onClick={onRequest} className="text-xs">
              {t('signUp.noCode')}
            </Button>
          }
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="DJ-XXXX-XXXX"
            {...register('inviteCode')}
          />
        </Field>
        <PersonFields register={register} errors={formState.errors} />
        <NewPasswordFields
          password={{ label: t('password'), input: register('password'), error: error('password') }}
          confirm={{
            label: t('confirmPassword'),
            input: register('confirmPassword'),
            error: error('confirmPassword'),
          }}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
      <SocialButtons providers={socialProviders} failedTitle={t('signUp.failedTitle')} />
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm">
        {t('signUp.haveAccount')}{' '}
        <Link href="/sign-in" className={textLinkClass}>
          {t('toSignIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
