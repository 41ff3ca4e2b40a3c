import { z } from 'zod'

import { jobListQuery, jobListWhere } from '@/lib/admin/jobList'
import { toAdminTranslationJob } from '@/lib/admin/jobs'
import { staffOnly } from '@/lib/admin/staff'
import type { TranslationJobsAnswer } from '@/lib/api/contract/studioJobs'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import type { TranslationJob } from '@payload-types'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

const query = jobListQuery.extend({ subject: z.enum(['article', 'uiStrings']).optional() })

/**
 * GET /api/admin/jobs: translation jobs, newest first — `[{ id, subject,
 * articleId, locale, provider, status, error, createdAt, startedAt, finishedAt }]`.
 * Query: `articleId`, `status`, `subject`, `limit` (1–500, default 100). 401/403 unless staff.
 */
export const GET = route({ guard: staffOnly, query }, async ({ query }) => {
  const { limit, ...filters } = query
  const where = jobListWhere(filters)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'translation-jobs',
    where,
    sort: '-createdAt',
    limit,
    depth: 0,
    ...asServer(
      'Staff-only route (the guard checked the role): the job list is read as the server.',
    ),
  })
  return jsonOk<TranslationJobsAnswer>((docs as TranslationJob[]).map(toAdminTranslationJob), {
    private: true,
  })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
