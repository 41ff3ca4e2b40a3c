import { bulkEstimateBody } from '@/lib/admin/bulkTranslationSchema'
import { staffOnly } from '@/lib/admin/staff'
import type { BulkEstimateAnswer } from '@/lib/api/contract/studioTranslations'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { estimateBulkTranslation } from '@/lib/translation/bulk/estimate'

/**
 * POST /api/admin/translations/bulk/estimate: what translating every published article
 * into `{ locales }` would do, without queuing anything.
 * - 200 `{ languages: [{ locale, provider ('deepl' | 'llm' | null), articles, characters,
 *   skippedCurrent, skippedReviewed, reviewedCharacters, costCents, reviewedCostCents }],
 *   deeplEurPerMillionCharacters }`: characters are those sent to the provider (DeepL bills
 *   them); costs in euro cents at DeepL's published price, null for the LLM
 * - 400 unknown locale or none; 401/403 unless staff
 */
export const POST = route({ guard: staffOnly, body: bulkEstimateBody }, async ({ body }) =>
  jsonOk<BulkEstimateAnswer>(await estimateBulkTranslation(await payloadClient(), body.locales), {
    private: true,
  }),
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
