'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { toast } from '@/components/ui/toast'
import { textLinkClass } from '@/components/ui/textLink'
import { Link } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'
import { useAuthSchemas } from '@/components/auth/useAuthSchemas'

import { AuthCard } from './AuthCard'
import { useAuthFailureToast } from './useAuthFeedback'

/**
 * Forgot password (`/forgot-password`): email and submit, disabled while the
 * email is empty; then a confirmation card whose wording does not reveal whether an
 * account exists, with a link back to sign-in.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('Auth')
  const schemas = useAuthSchemas()
  const failure = useAuthFailureToast()
  const auth = authClient()
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(schemas.emailOnly),
    defaultValues: { email: '' },
  })
  const empty = !useWatch({ control, name: 'email' })?.trim()

  const submit = handleSubmit(async (values) => {
    const result = await auth.requestPasswordReset(values)
    if (!result.ok) return failure(t('errorTitle'), result)
    toast({ title: t('forgot.sentToast') })
    setSent(true)
  })

  if (sent) {
    return (
      <AuthCard title={t('forgot.sentTitle')} icon={<MailCheck className="size-10" aria-hidden />}>
        <p className="text-center text-sm text-slate-600" role="status">
          {t('forgot.sentText')}
        </p>
        <Button asChild variant="secondary" className="mt-6 w-full">
          <Link href="/sign-in">{t('backToSignIn')}</Link>
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('email')} error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button type="submit" busy={formState.isSubmitting} disabled={empty} className="w-full">
          {formState.isSubmitting ? t('signIn.sending') : t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm">
        <Link href="/sign-in" className={textLinkClass}>
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
