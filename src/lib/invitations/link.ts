import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

/**
 * The sign-up link of a personal invitation in the requester's language (German
 * unprefixed): `/sign-up#code=DJ-…&email=…`. The sign-up form fills both fields in from the
 * fragment, which browsers never send to a server, so neither ends up in access logs.
 */
export function invitationSignUpLink(
  language: string | null | undefined,
  code: string,
  email: string,
): string {
  const prefix = !isLocale(language) || language === DEFAULT_LOCALE ? '' : `/${language}`
  return `${siteUrl()}${prefix}/sign-up#${new URLSearchParams({ code, email })}`
}
