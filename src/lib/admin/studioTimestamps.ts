import type { CollectionConfig, Config, Field } from 'payload'

/** The list cell that writes a date in the editorial office's time zone (see the component). */
export const STUDIO_DATE_CELL = '/components/studio/StudioDateCell#StudioDateCell'

const TIMESTAMPS = [
  { name: 'updatedAt', labelKey: 'general:updatedAt' },
  { name: 'createdAt', labelKey: 'general:createdAt' },
] as const

/**
 * A collection with Payload's two timestamp fields written out, exactly as Payload adds
 * them itself (same name, type, index and label, so the schema does not change), plus the
 * studio's date cell, so "Aktualisiert am" and "Erstellt am" columns read in German time
 * like every other date of the studio. A collection that defines a timestamp field itself,
 * or has no timestamps, keeps its own.
 */
function withStudioTimestamps(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const own = new Set(collection.fields.map((f) => ('name' in f ? f.name : undefined)))
  const added: Field[] = TIMESTAMPS.filter((t) => !own.has(t.name)).map((t) => ({
    name: t.name,
    type: 'date',
    index: true,
    label: ({ t: translate }) => (translate as (key: string) => string)(t.labelKey),
    admin: { disableBulkEdit: true, hidden: true, components: { Cell: STUDIO_DATE_CELL } },
  }))
  return added.length ? { ...collection, fields: [...collection.fields, ...added] } : collection
}

/**
 * Payload plugin: every collection's `createdAt` and `updatedAt` list columns in German
 * time (`dd.MM.yyyy HH:mm`, Europe/Berlin). Runs before Payload completes the config, so
 * Payload finds the fields present and does not add its own.
 */
export function studioTimestamps(config: Config): Config {
  return { ...config, collections: config.collections?.map(withStudioTimestamps) }
}
