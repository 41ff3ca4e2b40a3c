import type { CollectionBeforeChangeHook, CollectionConfig, Validate } from 'payload'

import { icuSyntaxError } from '@/i18n/icuSyntax'
import { CACHE_REVALIDATE_SECONDS } from '@/lib/cache/tags'

import { anyone, isStaff } from './access'
import { revalidateUiStrings } from './hooks/revalidate'

/** Minutes until every reader page shows a saved text (the page cache's lifetime). */
const UI_TEXT_DELAY_MINUTES = Math.ceil(CACHE_REVALIDATE_SECONDS / 60)

/**
 * A text changed by a signed-in person (the studio) is marked `edited` in that language, so
 * that copying an updated `messages/de.json` or `en.json` at start never overwrites an
 * editor's correction. Saves without a user (the start-up copy, translation runs) leave it.
 */
const markEdited: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (req.user && typeof data.text === 'string' && data.text !== originalDoc?.text) {
    data.edited = true
  }
  return data
}

/**
 * A text must be a valid ICU message (`{count, plural, one {# Artikel} other {# Artikel}}`,
 * `<link>…</link>`): the site precompiles every text (src/i18n/compileMessages.ts).
 */
const validIcuMessage: Validate<string | null | undefined> = (value) => {
  const error = value ? icuSyntaxError(value) : null
  return error
    ? `Kein gültiges ICU-Nachrichtenformat (geschweifte Klammern, Plural, Tags): ${error}`
    : true
}

/**
 * UI strings: one document per message key (`Header.signIn`), the text localized in the 45
 * languages. Every language ships a complete catalogue in `messages/<code>.json`; a text
 * stored here replaces the shipped one on the site (all languages, German and English
 * included). German and English are copied here at every start so that editors can find
 * strings by their text; other languages hold only editors' corrections and machine
 * translations of keys a catalogue does not have yet.
 */
export const UiStrings: CollectionConfig = {
  slug: 'ui-strings',
  labels: {
    singular: { de: 'Oberflächentext', en: 'UI string' },
    plural: { de: 'Oberflächentexte', en: 'UI strings' },
  },
  admin: {
    group: { de: 'Übersetzungen', en: 'Translations' },
    useAsTitle: 'key',
    defaultColumns: ['key', 'text', 'edited', 'machineTranslated'],
    listSearchableFields: ['key', 'text'],
    components: {
      beforeListTable: ['/components/studio/TranslateUiStrings.client#TranslateUiStrings'],
    },
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [markEdited],
    afterChange: [revalidateUiStrings],
    afterDelete: [revalidateUiStrings],
  },
  fields: [
    {
      name: 'key',
      label: { de: 'Schlüssel', en: 'Key' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      label: { de: 'Text', en: 'Text' },
      validate: validIcuMessage,
      admin: {
        // Saving expires the texts' cache at once; pages a reader's browser or the shared
        // cache still holds follow within the cache's lifetime (src/lib/cache/tags.ts).
        description: {
          de: `Nach dem Speichern erscheint der Text auf neu geladenen Leserseiten sofort, auf allen spätestens nach ${UI_TEXT_DELAY_MINUTES} Minuten.`,
          en: `After saving, the text shows on freshly loaded reader pages at once, on all of them within ${UI_TEXT_DELAY_MINUTES} minutes.`,
        },
      },
    },
    {
      name: 'machineTranslated',
      type: 'checkbox',
      localized: true,
      defaultValue: false,
      label: { de: 'Maschinell übersetzt (prüfen)', en: 'Machine-translated (review)' },
    },
    {
      name: 'edited',
      type: 'checkbox',
      localized: true,
      defaultValue: false,
      label: { de: 'Im Studio bearbeitet', en: 'Edited in the studio' },
      admin: {
        description: {
          de: 'Bearbeitete Texte werden bei einem Update der mitgelieferten Texte nicht überschrieben. Haken entfernen, um wieder den mitgelieferten Text zu übernehmen (beim nächsten Start).',
          en: 'Edited texts are kept when the shipped texts are updated. Untick to take the shipped text again (at the next start).',
        },
      },
    },
  ],
}
