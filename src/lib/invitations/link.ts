import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

/**
 * The sign-up link of a personal invitation in the requester's language (German
 * unprefixed): `/sign-up#code=DJ-…&email=…&firstName=…&lastName=…`. The sign-up form fills
 * the code, the address and the names the requester already gave from the fragment, which
 * browsers never send to a server, so none of them ends up in access logs. Empty names are
 * left out.
 */
export function invitationSignUpLink(
  language: string | null | undefined,
  code: string,
  email: string,
  names: { firstName?: string | null; lastName?: string | null } = {},
): string {
  const prefix = !isLocale(language) || language === DEFAULT_LOCALE ? '' : `/${language}`
  const fragment = new URLSearchParams({ code, email })
  if (names.firstName) fragment.set('firstName', names.firstName)
  if (names.lastName) fragment.set('lastName', names.lastName)
  return `${siteUrl()}${prefix}/sign-up#${fragment}`
}
