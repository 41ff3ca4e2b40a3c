import type { CollectionConfig } from 'payload'

import { isStaff } from './access'

/**
 * Glossary of dental terms: a German term and its fixed translation per
 * language. Applied as a DeepL glossary where DeepL supports the language pair, and given
 * to the LLM as binding terminology otherwise.
 */
export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  labels: {
    singular: { de: 'Glossarbegriff', en: 'Glossary term' },
    plural: { de: 'Glossar', en: 'Glossary' },
  },
  admin: {
    group: { de: 'Übersetzungen', en: 'Translations' },
    useAsTitle: 'term',
    defaultColumns: ['term', 'translation', 'note'],
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'term',
      type: 'text',
      required: true,
      unique: true,
      label: { de: 'Begriff (Deutsch)', en: 'Term (German)' },
    },
    {
      name: 'translation',
      type: 'text',
      localized: true,
      label: {
        de: 'Übersetzung (in der gewählten Sprache)',
        en: 'Translation (in the selected language)',
      },
    },
    { name: 'note', type: 'text', label: { de: 'Hinweis', en: 'Note' } },
  ],
}
