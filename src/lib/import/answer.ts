import type { Import } from '@payload-types'

import type { CategoryMappingRow, ImportCounts, ImportWarning } from './plan'
import type { ImportStatus } from './status'

const NO_COUNTS: ImportCounts = {
  articles: 0,
  pages: 0,
  categories: 0,
  media: 0,
  redirects: 0,
  skipped: 0,
  updated: 0,
}

/**
 * `GET /api/admin/imports/{id}`: `{ id, status, dryRun, source, fileName, counts: { articles,
 * pages, categories, media, redirects, skipped, updated }, warnings: [{ sourceId, title,
 * code, message }], categoryMapping: [{ sourceSlug, name, kind, items, choice }], progress:
 * { done, total }, error }`. Counts are zero until the run is done.
 */
export type ImportAnswer = {
  id: number
  status: ImportStatus
  dryRun: boolean
  source: Import['source']
  fileName: string
  counts: ImportCounts
  warnings: ImportWarning[]
  categoryMapping: CategoryMappingRow[]
  progress: { done: number; total: number }
  error: string | null
}

/** An `imports` document as the API answers it. */
export function toImportAnswer(doc: Import): ImportAnswer {
  return {
    id: doc.id,
    status: doc.status,
    dryRun: Boolean(doc.dryRun),
    source: doc.source,
    fileName: doc.fileName,
    counts: { ...NO_COUNTS, ...((doc.counts ?? {}) as Partial<ImportCounts>) },
    warnings: Array.isArray(doc.warnings) ? (doc.warnings as ImportWarning[]) : [],
    categoryMapping: Array.isArray(doc.categoryMapping)
      ? (doc.categoryMapping as CategoryMappingRow[])
      : [],
    progress: { done: doc.done ?? 0, total: doc.total ?? 0 },
    error: doc.error ?? null,
  }
}
