'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { Link } from '@/i18n/navigation'
import { requestInvitation } from '@/lib/api/contract/auth'
import {
  invitationRequestSchema,
  type InvitationRequestMessages,
} from '@/lib/invitations/requestSchema'

import { AuthCard } from './AuthCard'
import { primaryButtonClass } from './buttonClasses'
import { Field, SubmitButton } from './fields'
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
        <Link href="/" className={`${primaryButtonClass} mt-6`}>
          {t('invitationRequest.toHome')}
        </Link>
      </AuthCard>
    )
  }

  const error = (name: keyof typeof formState.errors) => formState.errors[name]?.message
  return (
    <AuthCard title={t('invitationRequest.title')} subtitle={t('invitationRequest.subtitle')}>
      {tabs}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('firstName')}
            autoComplete="given-name"
            {...register('firstName')}
            error={error('firstName')}
          />
          <Field
            label={t('lastName')}
            autoComplete="family-name"
            {...register('lastName')}
            error={error('lastName')}
          />
        </div>
        <Field
          label={t('email')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={error('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('invitationRequest.practice')}
            autoComplete="organization"
            {...register('practice')}
            error={error('practice')}
          />
          <Field
            label={t('invitationRequest.city')}
            autoComplete="address-level2"
            {...register('city')}
            error={error('city')}
          />
        </div>
        <Field
          label={t('invitationRequest.licence')}
          autoComplete="off"
          {...register('licence')}
          error={error('licence')}
          hint={<p className="text-xs text-slate-500">{t('invitationRequest.licenceHint')}</p>}
        />
        <div className="space-y-1">
          <div className="flex items-start gap-3">
            <input
              id={consentId}
              type="checkbox"
              className="mt-1 size-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
              aria-invalid={error('consent') ? true : undefined}
              aria-describedby={error('consent') ? `${consentId}-error` : undefined}
              {...register('consent')}
            />
            <label htmlFor={consentId} className="text-sm text-slate-700">
              {t.rich('invitationRequest.consent', {
                link: (chunks) => (
                  <Link href="/privacy" className="font-medium text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              })}
            </label>
          </div>
          {error('consent') && (
            <p id={`${consentId}-error`} role="alert" className="text-sm text-red-600">
              {error('consent')}
            </p>
          )}
        </div>
        <SubmitButton busy={formState.isSubmitting} busyLabel={t('invitationRequest.submitting')}>
          {t('invitationRequest.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
