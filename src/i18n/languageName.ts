import { languageFor } from '@/i18n/locales'

/**
 * The name of the language `code` written in the language `inLocale`, as `Intl.DisplayNames`
 * gives it (`languageName('ja', 'de')` → 'Japanisch', `languageName('ja', 'en')` →
 * 'Japanese'); the language's own name from the journal's list when the runtime has no
 * name for it.
 */
export function languageName(code: string, inLocale: string): string {
  try {
    const name = new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'none' }).of(code)
    if (name) return name
  } catch {
    // An unknown code or locale: the journal's own name below.
  }
  return languageFor(code)?.displayName ?? code
}
