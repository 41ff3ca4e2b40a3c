import { DEFAULT_LOCALE, isLocale, isRtl, type Locale } from '@/i18n/locales'
import { messageTranslator } from '@/i18n/messageTranslator'

/**
 * The fixed texts around a newsletter mail (greeting, "read the article", footer,
 * unsubscribe, support line, the double-opt-in mail, the digest's subject) in the
 * recipient's language, from the `MailFrame` namespace of the 45 UI catalogues
 * (`messages/*.json`), so no mail mixes languages around its content. An unknown language
 * gets German, the journal's original.
 */
export type MailFrame = {
  /** The language the texts are in (a journal locale) and its writing direction. */
  locale: Locale
  dir: 'ltr' | 'rtl'
  greeting: string
  readMore: string
  premiumNote: string
  footer: (site: string) => string
  unsubscribe: string
  support: (email: string) => string
  confirmSubject: (site: string) => string
  confirmParagraph: (site: string) => string
  confirmAction: string
  confirmNote: (days: number) => string
  digestSubject: (count: number) => string
}

/** The mail frame in `language` (a journal locale; anything else: German). */
export async function mailFrame(language: string): Promise<MailFrame> {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE
  const t = await messageTranslator(locale, 'MailFrame')
  return {
    locale,
    dir: isRtl(locale) ? 'rtl' : 'ltr',
    greeting: t('greeting'),
    readMore: t('readMore'),
    premiumNote: t('premiumNote'),
    footer: (site) => t('footer', { site }),
    unsubscribe: t('unsubscribe'),
    support: (email) => t('support', { email }),
    confirmSubject: (site) => t('confirmSubject', { site }),
    confirmParagraph: (site) => t('confirmParagraph', { site }),
    confirmAction: t('confirmAction'),
    confirmNote: (days) => t('confirmNote', { days }),
    digestSubject: (count) => t('digestSubject', { count }),
  }
}
