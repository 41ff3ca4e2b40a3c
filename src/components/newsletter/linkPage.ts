import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'

/** Props of the newsletter link pages: the locale segment and `?token=`. */
export type NewsletterLinkPageProps = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ token?: string | string[] }>
}

/** The `?token=` of a link page (first value when repeated), or null. */
export async function linkToken(
  searchParams: NewsletterLinkPageProps['searchParams'],
): Promise<string | null> {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  return value?.trim() || null
}

/**
 * Metadata of a newsletter link page: the title from `Newsletter.<page>.title`,
 * `noindex`, and `Referrer-Policy: no-referrer` so the token in the address never leaves in a
 * Referer header.
 */
export async function newsletterLinkMetadata(
  { params }: NewsletterLinkPageProps,
  page: 'confirm' | 'unsubscribe',
): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale,
    namespace: `Newsletter.${page}`,
  })
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}
