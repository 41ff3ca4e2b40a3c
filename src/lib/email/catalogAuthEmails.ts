import { createTranslator } from 'next-intl'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

import type { EmailBranding } from './branding'
import { renderEmail, type RenderedEmail } from './layout'

/**
 * The account mails written in every journal language, from the `AccountMail` namespace
 * of the 45 catalogues (the greeting without a name and the support line from
 * `MailFrame`): the sign-up verification, the magic link and the password reset. The
 * other account mails (notices) are German and English only (`authEmails.ts`).
 */
export const CATALOG_AUTH_EMAILS = ['verifyEmail', 'magicLink', 'resetPassword'] as const

/** One of `CATALOG_AUTH_EMAILS`. */
export type CatalogAuthEmailKind = (typeof CATALOG_AUTH_EMAILS)[number]

/** Whether mail `kind` is one of `CATALOG_AUTH_EMAILS`. */
export function isCatalogAuthEmail(kind: string): kind is CatalogAuthEmailKind {
  return (CATALOG_AUTH_EMAILS as readonly string[]).includes(kind)
}

/**
 * Subject, text and HTML of account mail `kind` in `language` (a journal locale; anything
 * else gets German, the journal's original), greeting `name` when known. `url` is the
 * button's link; `hours` how long a verification link works.
 */
export async function catalogAuthEmail(
  kind: CatalogAuthEmailKind,
  values: { name?: string | null; url?: string; hours: number },
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE
  const messages = await loadMessages(locale)
  const t = createTranslator({ locale, messages, namespace: 'AccountMail' })
  const frame = createTranslator({ locale, messages, namespace: 'MailFrame' })
  const site = branding.siteName
  const texts = {
    verifyEmail: () => ({
      subject: t('verifySubject', { site }),
      paragraph: t('verifyParagraph', { site }),
      action: t('verifyAction'),
      note: t('verifyNote', { hours: values.hours }),
    }),
    magicLink: () => ({
      subject: t('magicSubject', { site }),
      paragraph: t('magicParagraph'),
      action: t('magicAction'),
      note: t('magicNote'),
    }),
    resetPassword: () => ({
      subject: t('resetSubject', { site }),
      paragraph: t('resetParagraph'),
      action: t('resetAction'),
      note: t('resetNote'),
    }),
  }[kind]()
  return renderEmail(
    {
      subject: texts.subject,
      greeting: values.name ? t('greetingName', { name: values.name }) : frame('greeting'),
      paragraphs: [texts.paragraph],
      action: values.url ? { label: texts.action, url: values.url } : undefined,
      note: texts.note,
      support: frame('support', { email: branding.supportEmail }),
    },
    branding,
    locale,
  )
}
