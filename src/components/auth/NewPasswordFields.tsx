'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { Field } from '@/components/ui/Field'
import { PasswordInput } from '@/components/ui/PasswordInput.client'

import { usePasswordToggle } from './usePasswordToggle'

/** One password field of the pair: its label, its registration and its error message. */
type PasswordFieldProps = { label: string; input: UseFormRegisterReturn; error?: string }

/**
 * A new password and its confirmation (autocomplete `new-password`, the password rule as
 * the first field's hint, show/hide buttons): the pair shared by the sign-up, the password
 * reset and the account's password change, which name and label their fields differently.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordFieldProps
  confirm: PasswordFieldProps
}) {
  const t = useTranslations('Auth')
  const toggle = usePasswordToggle()
  return (
    <>
      <Field label={password.label} error={password.error} hint={t('passwordHint')}>
        <PasswordInput autoComplete="new-password" {...password.input} {...toggle} />
      </Field>
      <Field label={confirm.label} error={confirm.error}>
        <PasswordInput autoComplete="new-password" {...confirm.input} {...toggle} />
      </Field>
    </>
  )
}
