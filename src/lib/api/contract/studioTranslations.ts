/**
 * Contract of the studio's translation runs beyond one article: the bulk translation of
 * every published article (`POST /api/admin/translations/bulk/estimate`, `POST …/bulk`,
 * `GET …/bulk/{batch}`, `POST …/bulk/{batch}/retry`) and the missing UI strings
 * (`POST /api/admin/ui-strings/translate`). Staff only: every endpoint answers 401/403
 * `{ code, message }` to anyone else; an unknown batch is 404 `translation_batch_not_found`.
 */
import type { z } from 'zod'

import type { bulkEstimateBody, bulkTranslateBody } from '@/lib/admin/bulkTranslationSchema'
import type { translateBody } from '@/lib/admin/articleSchema'
import type { AdminTranslationJob } from '@/lib/admin/jobs'
import type { BulkEstimate } from '@/lib/translation/bulk/estimate'
import type { BulkProgress } from '@/lib/translation/bulk/progress'
import type { QueuedBulk } from '@/lib/translation/bulk/queue'

import { fetchJson, postJson, type JsonCallResult } from './fetchJson'

/** Body of the estimate: `locales`, 1 to 44 target codes. */
export type BulkEstimateRequest = z.input<typeof bulkEstimateBody>
/** Body of the bulk start: `locales` and `includeReviewed` (default false). */
export type BulkTranslateRequest = z.input<typeof bulkTranslateBody>
/** Body of the UI strings run: `locales`, default every language but German (German and English are skipped). */
export type UiStringsTranslateRequest = z.input<typeof translateBody>

/**
 * `POST …/bulk/estimate` 200: per language the articles, the characters sent to the
 * provider and the cost in euro cents (null for the LLM); nothing is queued (400 `{ code, message }`).
 */
export type BulkEstimateAnswer = BulkEstimate
/** `POST …/bulk` 202: the new batch id and the jobs queued per language (400 `{ code, message }`). */
export type BulkTranslateAnswer = QueuedBulk
/** `GET …/bulk/{batch}` 200: done / failed / left per language and in total, and the failures. */
export type BulkProgressAnswer = BulkProgress
/** `POST …/bulk/{batch}/retry` 202: how many failed jobs were queued again (0 when none had failed). */
export type BulkRetryAnswer = { retried: number }
/** `POST /api/admin/ui-strings/translate` 202: the queued jobs, as `/api/admin/jobs` lists them. */
export type UiStringsTranslateAnswer = { jobs: AdminTranslationJob[] }

const BULK_PATH = '/api/admin/translations/bulk'

/** Path and SWR key of batch `batch`'s progress. */
export const bulkProgressKey = (batch: string) => `${BULK_PATH}/${batch}`

/** Loads a batch's progress by its key; throws `ApiError`. */
export const fetchBulkProgress: (url: string) => Promise<BulkProgressAnswer> = fetchJson

/** Estimates translating every published article into `body.locales`. */
export function estimateBulkTranslation(
  body: BulkEstimateRequest,
): Promise<JsonCallResult<BulkEstimateAnswer>> {
  return postJson<BulkEstimateAnswer>(`${BULK_PATH}/estimate`, body)
}

/** Queues the bulk translation into `body.locales`. */
export function startBulkTranslation(
  body: BulkTranslateRequest,
): Promise<JsonCallResult<BulkTranslateAnswer>> {
  return postJson<BulkTranslateAnswer>(BULK_PATH, body)
}

/** Queues the failed jobs of batch `batch` again. */
export function retryBulkTranslation(batch: string): Promise<JsonCallResult<BulkRetryAnswer>> {
  return postJson<BulkRetryAnswer>(`${bulkProgressKey(batch)}/retry`, {})
}

/** Queues machine translations of the missing UI strings. */
export function translateUiStrings(
  body: UiStringsTranslateRequest,
): Promise<JsonCallResult<UiStringsTranslateAnswer>> {
  return postJson<UiStringsTranslateAnswer>('/api/admin/ui-strings/translate', body)
}
