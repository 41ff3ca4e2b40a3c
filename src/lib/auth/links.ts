import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

/** Pages that the links in account emails open. */
export const AUTH_PAGES = {
  verifyEmail: '/verify-email',
  account: '/account',
  resetPassword: '/reset-password',
  signIn: '/sign-in',
  /** The confirmation link of an account deletion without a password (`#token=…`). */
  confirmDeletion: '/account/security',
  /** The data export and deletion; a prepared export's link carries `#export=…`. */
  accountData: '/account/security',
} as const

/**
 * Absolute link to an account page in the user's language (German unprefixed).
 * A token travels in the URL fragment (`#token=…`): browsers never send the fragment to a
 * server, so it stays out of access logs and Referer headers, and link scanners that
 * fetch URLs without running scripts cannot use up a one-time link.
 */
export function authLink(
  page: keyof typeof AUTH_PAGES,
  language: string | null | undefined,
  token?: string,
): string {
  const prefix = !isLocale(language) || language === DEFAULT_LOCALE ? '' : `/${language}`
  return `${siteUrl()}${prefix}${AUTH_PAGES[page]}${token ? `#token=${encodeURIComponent(token)}` : ''}`
}
