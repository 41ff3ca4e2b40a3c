import { bulkBatchParams } from '@/lib/admin/bulkTranslationSchema'
import { staffOnly } from '@/lib/admin/staff'
import type { BulkRetryAnswer } from '@/lib/api/contract/studioTranslations'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { bulkProgress } from '@/lib/translation/bulk/progress'
import { retryBulkTranslation } from '@/lib/translation/bulk/queue'

/**
 * POST /api/admin/translations/bulk/{batchId}/retry: queues the failed jobs of a bulk
 * translation again (same jobs, back to pending).
 * - 202 `{ retried }` (0 when none had failed)
 * - 404 `translation_batch_not_found`; 401/403 unless staff
 */
export const POST = route(
  { guard: staffOnly, params: bulkBatchParams, notFound: 'translation_batch_not_found' },
  async ({ params }) => {
    const payload = await payloadClient()
    if (!(await bulkProgress(payload, params.batchId)))
      return jsonError(404, 'translation_batch_not_found')
    const retried = await retryBulkTranslation(payload, params.batchId)
    return jsonOk<BulkRetryAnswer>({ retried }, { private: true, status: 202 })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
