import { z } from 'zod'

import { jobListQuery, jobListWhere } from '@/lib/admin/jobList'
import { toAdminTranslationJob } from '@/lib/admin/jobs'
import { staffFrom } from '@/lib/admin/staff'
import { apiHandler } from '@/lib/api/handler'
import { queryOf } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload'
import type { TranslationJob } from '@payload-types'

const query = jobListQuery.extend({ subject: z.enum(['article', 'uiStrings']).optional() })

/**
 * GET /api/admin/jobs: translation jobs, newest first — `[{ id, subject,
 * articleId, locale, provider, status, error, createdAt, startedAt, finishedAt }]`.
 * Query: `articleId`, `status`, `subject`, `limit` (1–500, default 100). 401/403 unless staff.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const staff = await staffFrom(request)
  if ('response' in staff) return staff.response
  const parsed = query.safeParse(queryOf(request.url))
  if (!parsed.success) return jsonError(400, 'Invalid query', parsed.error.issues)
  const { limit, ...filters } = parsed.data
  const where = jobListWhere(filters)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'translation-jobs',
    where,
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return jsonOk((docs as TranslationJob[]).map(toAdminTranslationJob), { private: true })
})
