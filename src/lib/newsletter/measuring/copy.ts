import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { messageTranslator } from '@/i18n/messageTranslator'

/** The footer line of a measured newsletter mail and its withdraw link's label. */
export type MeasuringMailCopy = { note: string; withdrawLabel: string }

/**
 * The measured mail's footer texts in the reader's language (`NewsletterMeasuring` in the
 * 45 UI catalogues; German for an unknown language).
 */
export async function measuringMailCopy(language: string): Promise<MeasuringMailCopy> {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE
  const t = await messageTranslator(locale, 'NewsletterMeasuring')
  return { note: t('mailNote'), withdrawLabel: t('mailWithdraw') }
}
