import type { CollectionConfig } from 'payload'

import { IMPORT_SOURCES } from '@/lib/import/model'
import { IMPORT_STATUSES } from '@/lib/import/status'

import { isAdmin, nobody } from './access'

/**
 * Imports of an existing journal (Ghost JSON or WordPress WXR), one per upload: the dry run
 * or the import itself, as `GET /api/admin/imports/{id}` answers it (status, counts,
 * warnings, progress). Created by `POST /api/admin/imports` and worked off by the
 * `runImport` job (src/lib/import/job.ts); the uploaded files lie in IMPORT_DIR
 * (docs/operations.md, "Moving an existing journal"). Admins read and delete; only the
 * server writes.
 */
export const Imports: CollectionConfig = {
  slug: 'imports',
  labels: { singular: { de: 'Import', en: 'Import' }, plural: { de: 'Importe', en: 'Imports' } },
  admin: {
    group: { de: 'Einstellungen', en: 'Settings' },
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'source', 'dryRun', 'status', 'createdAt'],
    hidden: true,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'source',
      label: { de: 'Quelle', en: 'Source' },
      type: 'select',
      required: true,
      options: IMPORT_SOURCES.map((value) => ({
        value,
        label: value === 'ghost' ? 'Ghost' : 'WordPress',
      })),
    },
    { name: 'fileName', label: { de: 'Datei', en: 'File' }, type: 'text', required: true },
    {
      name: 'dryRun',
      label: { de: 'Probelauf', en: 'Dry run' },
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'status',
      label: { de: 'Stand', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: IMPORT_STATUSES.map((value) => ({ value, label: value })),
    },
    // The folder in IMPORT_DIR holding this import's export file and images (server only).
    { name: 'folder', type: 'text', required: true, admin: { hidden: true } },
    { name: 'hasImages', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    // `{ sourceSlug: categorySlug | 'new' | 'ignore' }` as the editor confirmed it.
    { name: 'categoryMap', type: 'json' },
    // The source term whose posts are for patients (their new categories are patients').
    { name: 'patientTag', type: 'text' },
    // ImportCounts, CategoryMappingRow[], ImportWarning[] (src/lib/import/plan.ts).
    { name: 'counts', type: 'json' },
    { name: 'categoryMapping', type: 'json' },
    { name: 'warnings', type: 'json' },
    // Items done and in all, for the progress bar.
    { name: 'done', type: 'number', defaultValue: 0 },
    { name: 'total', type: 'number', defaultValue: 0 },
    { name: 'error', label: { de: 'Fehler', en: 'Error' }, type: 'text' },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
  ],
}
