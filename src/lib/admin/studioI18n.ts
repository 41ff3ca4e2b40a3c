import { de } from '@payloadcms/translations/languages/de'
import type { Config } from 'payload'

/**
 * The studio's language settings: German only (English labels stay in the collection
 * configs for a later switch), with a few of Payload's German words replaced by the ones
 * editors use: checkboxes read "Ja"/"Nein" in lists and filters instead of "Wahr"/"Falsch".
 */
export const studioI18n: NonNullable<Config['i18n']> = {
  supportedLanguages: { de },
  fallbackLanguage: 'de',
  translations: {
    de: {
      general: { true: 'Ja', false: 'Nein' },
    },
  },
}
