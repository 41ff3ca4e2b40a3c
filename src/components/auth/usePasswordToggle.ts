import { useTranslations } from 'next-intl'

/** The show/hide labels of a `PasswordInput` in the page's language ("Passwort anzeigen"). */
export function usePasswordToggle(): { showLabel: string; hideLabel: string } {
  const t = useTranslations('Auth')
  return { showLabel: t('showPassword'), hideLabel: t('hidePassword') }
}
