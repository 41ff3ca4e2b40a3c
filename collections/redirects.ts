import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field } from 'payload'

import { isStaff } from './access'

/** German labels of the plugin's fields (it ships no German), by field name. */
const GERMAN_LABELS: Record<string, string> = {
  from: 'Alte Adresse',
  type: 'Ziel',
  reference: 'Artikel',
  url: 'Neue Adresse',
}
const GERMAN_OPTIONS: Record<string, string> = {
  reference: 'Artikel im Journal',
  custom: 'Eigene Adresse (Pfad oder URL)',
}

/** A field of the plugin with German labels, its sub-fields and options included. */
function inGerman(field: Field): Field {
  if (!('name' in field)) return field
  const label = GERMAN_LABELS[field.name]
  const labelled = (label ? { ...field, label } : field) as Field
  if (labelled.type === 'group')
    return { ...labelled, fields: labelled.fields.map(inGerman) } as Field
  if (labelled.type === 'radio')
    return {
      ...labelled,
      options: labelled.options.map((option) =>
        typeof option === 'string'
          ? option
          : { ...option, label: GERMAN_OPTIONS[option.value] ?? option.label },
      ),
    } as Field
  return labelled
}

/**
 * The studio's redirects (Payload's redirects plugin): an old address (`from`, stored as
 * `normalizeOldPath` writes it: `/2019/05/my-post`, `/?p=123`) and where it moved, an article
 * or any path. The import writes one per old address of each imported document; editors
 * may change or add them. `src/proxy.ts` answers 301 with them
 * (`src/lib/redirects/knownRedirects.ts`). Staff only, reading included: readers only ever
 * meet the redirect itself.
 */
export const journalRedirects = redirectsPlugin({
  collections: ['articles'],
  overrides: {
    labels: {
      singular: { de: 'Weiterleitung', en: 'Redirect' },
      plural: { de: 'Weiterleitungen', en: 'Redirects' },
    },
    admin: {
      group: { de: 'Seiten', en: 'Pages' },
      defaultColumns: ['from', 'updatedAt'],
      description:
        'Alte Adressen (z. B. eines importierten Journals) und wohin sie weiterleiten (301). Änderungen gelten nach spätestens 30 Sekunden.',
    },
    access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
    fields: ({ defaultFields }) => defaultFields.map(inGerman),
  },
})
