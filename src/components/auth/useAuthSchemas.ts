'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'

import { authSchemas, type AuthValidationMessages } from '@/lib/auth/schemas'

/** The account form schemas with validation texts in the page's language. */
export function useAuthSchemas(): ReturnType<typeof authSchemas> {
  const t = useTranslations('Auth.validation')
  return useMemo(() => {
    const keys: (keyof AuthValidationMessages)[] = [
      'emailRequired',
      'emailInvalid',
      'passwordRequired',
      'passwordTooShort',
      'passwordTooLong',
      'passwordsMismatch',
      'newPasswordTooShort',
      'firstNameRequired',
      'lastNameRequired',
      'inviteCodeRequired',
    ]
    return authSchemas(Object.fromEntries(keys.map((k) => [k, t(k)])) as AuthValidationMessages)
  }, [t])
}
