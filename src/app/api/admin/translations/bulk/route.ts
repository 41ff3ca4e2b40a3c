import { bulkTranslateBody } from '@/lib/admin/bulkTranslationSchema'
import { staffOnly } from '@/lib/admin/staff'
import type { BulkTranslateAnswer } from '@/lib/api/contract/studioTranslations'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { planBulkTranslation } from '@/lib/translation/bulk/plan'
import { queueBulkTranslation } from '@/lib/translation/bulk/queue'

/**
 * POST /api/admin/translations/bulk: translates every published article into
 * `{ locales, includeReviewed? }`. Current translations (made from the German as it is
 * now) are skipped; reviewed or hand-written versions too unless `includeReviewed` is
 * true. Queues one job per article and language under a new batch id; the workers run
 * them, never this request.
 * - 202 `{ batch, languages: [{ locale, jobs }] }` (`batch` is the id for
 *   `GET …/bulk/{batch}` and `POST …/bulk/{batch}/retry`)
 * - 400 unknown locale or none; 401/403 unless staff
 */
export const POST = route({ guard: staffOnly, body: bulkTranslateBody }, async ({ body }) => {
  const payload = await payloadClient()
  const plans = await planBulkTranslation(payload, body.locales)
  const queued = await queueBulkTranslation(payload, plans, body.includeReviewed)
  return jsonOk<BulkTranslateAnswer>(queued, { private: true, status: 202 })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
