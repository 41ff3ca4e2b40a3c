import type { Payload } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { asServer } from '@/lib/payload/readAs'

/** Failed jobs listed in a progress answer at most (the counts cover all). */
export const MAX_LISTED_FAILURES = 50

/** Progress of one language of a batch: jobs in all, done, failed, left (pending or running). */
export type BulkLanguageProgress = {
  locale: string
  total: number
  done: number
  failed: number
  left: number
}

/** A failed job of a batch: which article and language, and the reason in plain German. */
export type BulkFailure = {
  jobId: number
  articleId: number | null
  title: string
  locale: string
  error: string
}

/** Progress of a bulk translation: per language, in all, and the failed jobs (at most 50). */
export type BulkProgress = {
  batch: string
  languages: BulkLanguageProgress[]
  total: Omit<BulkLanguageProgress, 'locale'>
  failures: BulkFailure[]
}

/**
 * Where a bulk translation stands, read from its `translation-jobs` documents (field
 * `batch`): done, failed and left per language and in all, plus the failed jobs with
 * their reasons. Null when no job carries the batch id.
 */
export async function bulkProgress(payload: Payload, batch: string): Promise<BulkProgress | null> {
  const { docs } = await payload.find({
    collection: 'translation-jobs',
    where: { batch: { equals: batch } },
    depth: 0,
    pagination: false,
    sort: 'id',
    ...asServer('Bulk progress (staff route): translation jobs, read as the server.'),
    select: { locale: true, status: true, error: true, article: true, title: true },
  })
  if (!docs.length) return null
  const byLocale = new Map<string, BulkLanguageProgress>()
  const total = { total: 0, done: 0, failed: 0, left: 0 }
  const failures: BulkFailure[] = []
  for (const job of docs) {
    let row = byLocale.get(job.locale)
    if (!row) {
      row = { locale: job.locale, total: 0, done: 0, failed: 0, left: 0 }
      byLocale.set(job.locale, row)
    }
    const key = job.status === 'done' ? 'done' : job.status === 'error' ? 'failed' : 'left'
    for (const counts of [row, total]) {
      counts.total += 1
      counts[key] += 1
    }
    if (key === 'failed' && failures.length < MAX_LISTED_FAILURES)
      failures.push({
        jobId: job.id,
        articleId: relationId(job.article),
        title: job.title ?? '',
        locale: job.locale,
        error: job.error ?? '',
      })
  }
  return { batch, languages: [...byLocale.values()], total, failures }
}
