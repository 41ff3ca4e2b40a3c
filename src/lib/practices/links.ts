import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

const prefix = (language: string | null | undefined) =>
  !isLocale(language) || language === DEFAULT_LOCALE ? '' : `/${language}`

/**
 * The link of a practice invitation mail in `language` (German unprefixed):
 * `/practice/invitation#token=DJ-…&email=…`. The page there lets a signed-in dentist accept
 * and a new one sign up with the token as invitation code; the fragment never reaches a
 * server, so the token stays out of access logs.
 */
export function practiceInvitationLink(
  language: string | null | undefined,
  token: string,
  email: string,
): string {
  return `${siteUrl()}${prefix(language)}/practice/invitation#${new URLSearchParams({ token, email })}`
}
