import type { Locale as JournalLocale } from './locales'
import type { Messages as GermanMessages } from './messages'

/**
 * next-intl's type registration: locales are the journal's language codes, and message
 * keys are those of the German catalogue (`messages/de.json`, the source every other
 * language is translated from). `useTranslations`, `getTranslations`, `useLocale` and
 * `getLocale` are typed by it, so an unknown key or language code fails the type check.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: JournalLocale
    Messages: GermanMessages
  }
}
