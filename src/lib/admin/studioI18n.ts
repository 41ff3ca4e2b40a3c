import { de } from '@payloadcms/translations/languages/de'
import { deepMergeSimple } from 'payload'
import type { Config, SanitizedConfig } from 'payload'

import { studioFormalGerman } from './studioFormalGerman'

/**
 * Our German strings over Payload's: the studio addresses editors with "Sie" (Payload's own
 * German says "du"), and checkboxes read "Ja"/"Nein" in lists and filters instead of
 * "Wahr"/"Falsch".
 */
export const studioGerman = deepMergeSimple<typeof studioFormalGerman>(studioFormalGerman, {
  general: { true: 'Ja', false: 'Nein' },
})

/**
 * The studio's language settings: German only (English labels stay in the collection
 * configs for a later switch), in Payload's German with our replacements (`studioGerman`):
 * the studio addresses editors formally with "Sie", never with "du".
 */
export const studioI18n: NonNullable<Config['i18n']> = {
  supportedLanguages: { de },
  fallbackLanguage: 'de',
  translations: { de: studioGerman },
}

/**
 * The rich-text editor adds its German strings to the config's translations while Payload
 * builds the config, after ours, and its strings win. Merging ours once more after the build
 * makes them win for the editor too (e.g. its "Beginne zu tippen …" placeholder). Returns the
 * same config object.
 */
export function keepStudioGermanOverEditors(config: SanitizedConfig): SanitizedConfig {
  config.i18n.translations = deepMergeSimple(config.i18n.translations, { de: studioGerman })
  return config
}
