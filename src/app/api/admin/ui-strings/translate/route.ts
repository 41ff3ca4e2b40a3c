import { translateBody, TRANSLATION_TARGETS } from '@/lib/admin/articleSchema'
import { toAdminTranslationJob } from '@/lib/admin/jobs'
import { staffFrom } from '@/lib/admin/staff'
import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { jsonOk } from '@/lib/api/respond'
import { queueTranslations } from '@/lib/jobs/enqueue'
import { payloadClient } from '@/lib/payload'

/** Languages whose UI strings are written by hand (`messages/de.json`, `messages/en.json`). */
const HAND_WRITTEN = new Set(['de', 'en'])

/**
 * POST /api/admin/ui-strings/translate: queues jobs that machine-translate
 * the missing UI strings for `{ locales?: string[] }` (default every language but de/en).
 * - 202 `{ jobs: [...] }` as `/api/admin/jobs`; 400 unknown locale; 401/403 unless staff
 */
export const POST = apiHandler(async (request: Request): Promise<Response> => {
  const staff = await staffFrom(request)
  if ('response' in staff) return staff.response
  const body = await parseJsonBody(request, translateBody)
  if ('response' in body) return body.response
  const locales = (body.data.locales ?? TRANSLATION_TARGETS).filter((l) => !HAND_WRITTEN.has(l))
  const jobs = await queueTranslations(await payloadClient(), { subject: 'uiStrings' }, locales)
  return jsonOk({ jobs: jobs.map(toAdminTranslationJob) }, { private: true, status: 202 })
})
