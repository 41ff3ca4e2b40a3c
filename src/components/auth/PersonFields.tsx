'use client'

import { useTranslations } from 'next-intl'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'

/** The form values `PersonFields` fills in; the form may hold more. */
type PersonValues = { firstName: string; lastName: string; email: string }

/**
 * First name and last name side by side (stacked on phones) and the e-mail address under
 * them, with autocomplete hints and their validation messages: the person part shared by the
 * sign-up with a code and the invitation request. `register` and `errors` come from the
 * form's `useForm`.
 */
export function PersonFields<Values extends PersonValues>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>
  errors: FieldErrors<Values>
}) {
  const t = useTranslations('Auth')
  // The form's own register, narrowed to the three names this group knows.
  const field = register as unknown as UseFormRegister<PersonValues>
  const fieldErrors = errors as FieldErrors<PersonValues>
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('firstName')} error={fieldErrors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </Field>
        <Field label={t('lastName')} error={fieldErrors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </Field>
      </div>
      <Field label={t('email')} error={fieldErrors.email?.message}>
        <Input type="email" autoComplete="email" {...field('email')} />
      </Field>
    </>
  )
}
