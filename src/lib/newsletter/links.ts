import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

import { NEWSLETTER_PAGES, ONE_CLICK_UNSUBSCRIBE_PATH } from './constants'

function localePrefix(locale: string | null | undefined): string {
  return !isLocale(locale) || locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/**
 * Absolute link to a newsletter result page in the subscriber's language (German
 * unprefixed), e.g. `https://…/en/newsletter/confirm?token=…`. The token goes
 * in the query so the page can tell at once (read-only) whether it is still valid; the
 * pages send `Referrer-Policy: no-referrer` so it does not leak further. Links are built
 * from SITE_URL, never from the request's Host header.
 */
export function newsletterPageLink(
  page: keyof typeof NEWSLETTER_PAGES,
  locale: string | null | undefined,
  token: string,
): string {
  return `${siteUrl()}${localePrefix(locale)}${NEWSLETTER_PAGES[page]}?token=${encodeURIComponent(token)}`
}

/**
 * The one-click unsubscribe URL of RFC 8058 (`List-Unsubscribe: <…>`): a POST with the
 * body `List-Unsubscribe=One-Click` unsubscribes, a GET leads to the page with the button.
 */
export function oneClickUnsubscribeUrl(token: string): string {
  return `${siteUrl()}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`
}
