import type { Where } from 'payload'
import { z } from 'zod'

import { JOB_STATUSES } from '@/lib/jobs/status'

/** Query every admin job list takes: `articleId`, `status`, `limit` (1–500, default 100). */
export const jobListQuery = z.object({
  articleId: z.coerce.number().int().positive().optional(),
  status: z.enum(JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})

/**
 * The `where` of a job list: every given filter must match (`articleId` filters the
 * `article` relation); absent filters are left out, so no filter lists every job.
 */
export function jobListWhere({
  articleId,
  ...equals
}: { articleId?: number } & Record<string, string | number | undefined>): Where {
  const filters = { article: articleId, ...equals }
  return {
    and: Object.entries(filters).flatMap(([field, value]) =>
      value === undefined ? [] : [{ [field]: { equals: value } }],
    ),
  }
}
