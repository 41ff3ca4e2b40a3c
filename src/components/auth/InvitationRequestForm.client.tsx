'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Link } from '@/i18n/navigation'
import { pathInLocale } from '@/lib/pages/legalPaths'
import { requestInvitation } from '@/lib/api/contract/auth'
import {
  invitationRequestSchema,
  type InvitationRequestMessages,
} from '@/lib/invitations/requestSchema'

import { AuthCard } from './AuthCard'
import { PersonFields } from './PersonFields'
import { useAuthFailureToast } from './useAuthFeedback'

/** The request schema with validation texts in the page's language. */
function useRequestSchema() {
  const t = useTranslations('Auth')
  return useMemo(() => {
    const messages: InvitationRequestMessages = {
      emailRequired: t('validation.emailRequired'),
      emailInvalid: t('validation.emailInvalid'),
      firstNameRequired: t('validation.firstNameRequired'),
      lastNameRequired: t('validation.lastNameRequired'),
      practiceRequired: t('invitationRequest.validation.practiceRequired'),
      cityRequired: t('invitationRequest.validation.cityRequired'),
      licenceRequired: t('invitationRequest.validation.licenceRequired'),
      consentRequired: t('invitationRequest.validation.consentRequired'),
    }
    return invitationRequestSchema(messages).omit({ language: true })
  }, [t])
}

/**
 * "Einladung anfordern" on `/sign-up`, for dentists without an invitation code: first and
 * last name, e-mail, practice, city, dental chamber and licence, and the consent checkbox
 * (with the link to the privacy page). Sends `POST /api/auth/invitation-requests` in the
 * page's language; the answer is the same for every address, so the 'Anfrage eingegangen'
 * card follows any accepted request. `tabs` is the mode switch shown above the form.
 */
export function InvitationRequestForm({ tabs }: { tabs: ReactNode }) {
  const t = useTranslations('Auth')
  const locale = useLocale()
  const schema = useRequestSchema()
  const failure = useAuthFailureToast()
  const consentId = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      practice: '',
      city: '',
      licence: '',
      consent: false,
    },
  })

  const submit = handleSubmit(async (values) => {
    const result = await requestInvitation({ ...values, language: locale })
    if (!result.ok) return failure(t('invitationRequest.failedTitle'), result)
    setSentTo(values.email)
  })

  if (sentTo) {
    return (
      <AuthCard
        title={t('invitationRequest.sentTitle')}
        icon={<MailCheck className="size-10" aria-hidden />}
      >
        <p className="text-center text-sm text-slate-600" role="status">
          {t('invitationRequest.sentText', { email: sentTo })}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link href="/">{t('invitationRequest.toHome')}</Link>
        </Button>
      </AuthCard>
    )
  }

  const error = (name: keyof typeof formState.errors) => formState.errors[name]?.message
  return (
    <AuthCard title={t('invitationRequest.title')} subtitle={t('invitationRequest.subtitle')}>
      {tabs}
      <form onSubmit={submit} noValidate className="space-y-4">
        <PersonFields register={register} errors={formState.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('invitationRequest.practice')} error={error('practice')}>
            <Input autoComplete="organization" {...register('practice')} />
          </Field>
          <Field label={t('invitationRequest.city')} error={error('city')}>
            <Input autoComplete="address-level2" {...register('city')} />
          </Field>
        </div>
        <Field
          label={t('invitationRequest.licence')}
          error={error('licence')}
          hint={t('invitationRequest.licenceHint')}
        >
          <Input autoComplete="off" {...register('licence')} />
        </Field>
        <div className="space-y-1">
          <div className="flex items-start gap-3">
            <Checkbox
              id={consentId}
              className="mt-1"
              aria-invalid={error('consent') ? true : undefined}
              aria-describedby={error('consent') ? `${consentId}-error` : undefined}
              {...register('consent')}
            />
            <label htmlFor={consentId} className="text-sm text-slate-700">
              {t.rich('invitationRequest.consent', {
                link: (chunks) => (
                  <Link
                    href={pathInLocale(locale, '/privacy')}
                    className="font-medium text-brand-700 underline"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </label>
          </div>
          {error('consent') && (
            <p id={`${consentId}-error`} role="alert" className="text-sm text-red-700">
              {error('consent')}
            </p>
          )}
        </div>
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting
            ? t('invitationRequest.submitting')
            : t('invitationRequest.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
