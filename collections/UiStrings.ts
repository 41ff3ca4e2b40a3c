import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from './access'
import { revalidateUiStrings } from './hooks/revalidate'

/**
 * UI strings (issue 7 §4, DESIGN §8): one document per message key (`Header.signIn`), the
 * text localized in the 45 languages. German and English come from `messages/*.json` (the
 * seed copies them); the other languages are machine-translated by the `translateUiStrings`
 * task and corrected by editors under Übersetzungen.
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
    defaultColumns: ['key', 'text', 'machineTranslated'],
    listSearchableFields: ['key'],
    components: {
      beforeListTable: ['/components/studio/TranslateUiStrings.client#TranslateUiStrings'],
    },
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateUiStrings], afterDelete: [revalidateUiStrings] },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'text', type: 'textarea', localized: true, label: { de: 'Text', en: 'Text' } },
    {
      name: 'machineTranslated',
      type: 'checkbox',
      localized: true,
      defaultValue: false,
      label: { de: 'Maschinell übersetzt (prüfen)', en: 'Machine-translated (review)' },
    },
  ],
}
