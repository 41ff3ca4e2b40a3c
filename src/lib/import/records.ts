import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

import type { ImportSourceKind } from './model'

/** Kinds of journal documents an import records. */
export type RecordKind = 'article' | 'page' | 'category' | 'media'

/** One imported document (collection `import-records`). */
export interface ImportRecordValue {
  source: ImportSourceKind
  kind: RecordKind
  sourceId: string
  docId: number
  contentHash: string | null
  docUpdatedAt: string | null
}

/** The records of one source, by kind and source id, with the record's own id. */
export interface RecordIndex {
  get(kind: RecordKind, sourceId: string): (ImportRecordValue & { id: number }) | undefined
  idsOf(kind: RecordKind): number[]
  set(value: ImportRecordValue & { id: number }): void
}

/** Every record of `source`, read once at the start of an import. */
export async function loadRecords(
  payload: Payload,
  source: ImportSourceKind,
): Promise<RecordIndex> {
  const { docs } = await payload.find({
    collection: 'import-records',
    where: { source: { equals: source } },
    pagination: false,
    depth: 0,
    ...asServer('Import job: what earlier imports of this source wrote.'),
  })
  const byKey = new Map<string, ImportRecordValue & { id: number }>()
  const key = (kind: string, sourceId: string) => `${kind}\u0000${sourceId}`
  for (const doc of docs)
    byKey.set(key(doc.kind, doc.sourceId), {
      id: doc.id,
      source: doc.source,
      kind: doc.kind,
      sourceId: doc.sourceId,
      docId: doc.docId,
      contentHash: doc.contentHash ?? null,
      docUpdatedAt: doc.docUpdatedAt ?? null,
    })
  return {
    get: (kind, sourceId) => byKey.get(key(kind, sourceId)),
    idsOf: (kind) => [...byKey.values()].filter((r) => r.kind === kind).map((r) => r.docId),
    set: (value) => void byKey.set(key(value.kind, value.sourceId), value),
  }
}

/** Creates or updates the record of one imported document. */
export async function saveRecord(
  payload: Payload,
  index: RecordIndex,
  value: ImportRecordValue,
): Promise<void> {
  const reason = 'Import job: remembers the source id of a written document.'
  const existing = index.get(value.kind, value.sourceId)
  const doc = existing
    ? await payload.update({
        collection: 'import-records',
        id: existing.id,
        data: value,
        ...asServer(reason),
      })
    : await payload.create({ collection: 'import-records', data: value, ...asServer(reason) })
  index.set({ ...value, id: doc.id })
}
