import { translateBody, TRANSLATION_TARGETS } from '@/lib/admin/articleSchema'
import { toAdminTranslationJob } from '@/lib/admin/jobs'
import { staffOnly } from '@/lib/admin/staff'
import type { UiStringsTranslateAnswer } from '@/lib/api/contract/studioTranslations'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { queueTranslations } from '@/lib/jobs/enqueue'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/** Languages whose UI strings are written by hand (`messages/de.json`, `messages/en.json`). */
const HAND_WRITTEN = new Set(['de', 'en'])

/**
 * POST /api/admin/ui-strings/translate: queues jobs that machine-translate
 * the missing UI strings for `{ locales?: string[] }` (default every language but de/en).
 * - 202 `{ jobs: [...] }` as `/api/admin/jobs`; 400 unknown locale; 401/403 unless staff
 */
export const POST = route({ guard: staffOnly, body: translateBody }, async ({ body }) => {
  const locales = (body.locales ?? TRANSLATION_TARGETS).filter((l) => !HAND_WRITTEN.has(l))
  const jobs = await queueTranslations(await payloadClient(), { subject: 'uiStrings' }, locales)
  return jsonOk<UiStringsTranslateAnswer>(
    { jobs: jobs.map(toAdminTranslationJob) },
    { private: true, status: 202 },
  )
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
