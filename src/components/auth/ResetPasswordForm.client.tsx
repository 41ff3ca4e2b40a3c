'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, LinkIcon } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toast'
import { Link, useRouter } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'
import { REDIRECT_DELAY_MS } from '@/lib/auth/delays'
import { useAuthSchemas } from '@/components/auth/useAuthSchemas'
import { useLinkToken, useOnce } from '@/components/auth/useLinkToken'

import { AuthCard } from './AuthCard'
import { LoadingCard } from './LoadingCard'
import { NewPasswordFields } from './NewPasswordFields'
import { useAuthFailureToast } from './useAuthFeedback'

type State = 'checking' | 'valid' | 'invalid' | 'done'

/**
 * Reset password (`/reset-password`): checks the link first; an invalid one
 * shows the toast 'Ungültiger Link', the invalid-link card with a button to request a
 * new link, and goes to /forgot-password after 2 s. A valid one shows the form (new
 * password with toggle, confirmation); success shows a card leading to /sign-in?reset=ok.
 */
export function ResetPasswordForm() {
  const t = useTranslations('Auth')
  const router = useRouter()
  const schemas = useAuthSchemas()
  const failure = useAuthFailureToast()
  const token = useLinkToken()
  const [state, setState] = useState<State>('checking')
  const auth = authClient()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schemas.resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  })

  useOnce(token !== undefined, async () => {
    const valid = (await auth.redeemLink('recovery', token ?? null)).ok
    if (valid) return setState('valid')
    setState('invalid')
    toast({
      title: t('reset.invalidTitle'),
      description: t('reset.invalidText'),
      variant: 'destructive',
    })
    setTimeout(() => router.push('/forgot-password'), REDIRECT_DELAY_MS.verifyOrInvalidLink)
  })

  const submit = handleSubmit(async ({ password }) => {
    const result = await auth.completePasswordReset({ token: token ?? null, password })
    if (!result.ok) return failure(t('reset.failedTitle'), result)
    toast({ title: t('reset.successTitle') })
    setState('done')
  })

  if (state === 'checking') return <LoadingCard label={t('reset.checking')} />
  if (state === 'invalid') {
    return (
      <AuthCard
        title={t('reset.invalidTitle')}
        icon={<LinkIcon className="size-10 text-red-600" aria-hidden />}
      >
        <p className="text-center text-sm text-slate-600">{t('reset.invalidText')}</p>
        <Button asChild className="mt-6 w-full">
          <Link href="/forgot-password">{t('requestNewLink')}</Link>
        </Button>
      </AuthCard>
    )
  }
  if (state === 'done') {
    return (
      <AuthCard
        title={t('reset.successTitle')}
        icon={<CheckCircle2 className="size-10" aria-hidden />}
      >
        <p className="text-center text-sm text-slate-600" role="status">
          {t('reset.successText')}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link href={{ pathname: '/sign-in', query: { reset: 'ok' } }}>{t('toSignIn')}</Link>
        </Button>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <NewPasswordFields
          password={{
            label: t('newPassword'),
            input: register('password'),
            error: formState.errors.password?.message,
          }}
          confirm={{
            label: t('confirmPassword'),
            input: register('confirmPassword'),
            error: formState.errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? t('saving') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
