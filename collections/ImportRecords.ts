import type { CollectionConfig } from 'payload'

import { IMPORT_SOURCES } from '@/lib/import/model'

import { isAdmin, nobody } from './access'

/**
 * What an import wrote, per source document: the source and its id, the journal document
 * it became, a fingerprint of the source content and the document's `updatedAt` right after
 * the import wrote it. A repeated import finds its documents here (one record per source,
 * kind and source id), updates only what changed in the source, and leaves a document alone
 * whose `updatedAt` has moved on since (an editor changed it). Only the server writes.
 */
export const ImportRecords: CollectionConfig = {
  slug: 'import-records',
  labels: {
    singular: { de: 'Importierter Inhalt', en: 'Imported document' },
    plural: { de: 'Importierte Inhalte', en: 'Imported documents' },
  },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['source', 'kind', 'sourceId'], unique: true }],
  fields: [
    {
      name: 'source',
      type: 'select',
      required: true,
      options: IMPORT_SOURCES.map((value) => ({ value, label: value })),
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['article', 'page', 'category', 'media'].map((value) => ({ value, label: value })),
    },
    { name: 'sourceId', type: 'text', required: true },
    { name: 'docId', type: 'number', required: true },
    { name: 'contentHash', type: 'text' },
    { name: 'docUpdatedAt', type: 'date' },
  ],
}
