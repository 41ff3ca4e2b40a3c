import { bulkBatchParams } from '@/lib/admin/bulkTranslationSchema'
import { staffOnly } from '@/lib/admin/staff'
import type { BulkProgressAnswer } from '@/lib/api/contract/studioTranslations'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { bulkProgress } from '@/lib/translation/bulk/progress'

/**
 * GET /api/admin/translations/bulk/{batchId}: progress of a bulk translation.
 * - 200 `{ batch, languages: [{ locale, total, done, failed, left }], total: { total, done,
 *   failed, left }, failures: [{ jobId, articleId, title, locale, error }] }` (`left` =
 *   pending or running; at most 50 failures listed)
 * - 404 `translation_batch_not_found`; 401/403 unless staff
 */
export const GET = route(
  { guard: staffOnly, params: bulkBatchParams, notFound: 'translation_batch_not_found' },
  async ({ params }) => {
    const progress = await bulkProgress(await payloadClient(), params.batchId)
    if (!progress) return jsonError(404, 'translation_batch_not_found')
    return jsonOk<BulkProgressAnswer>(progress, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
