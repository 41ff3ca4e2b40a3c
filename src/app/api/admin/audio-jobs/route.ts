import { jobListQuery, jobListWhere } from '@/lib/admin/jobList'
import { toAdminAudioJob } from '@/lib/admin/jobs'
import { staffFrom } from '@/lib/admin/staff'
import { apiHandler } from '@/lib/api/handler'
import { queryOf } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload'
import type { AudioJob } from '@payload-types'

/**
 * GET /api/admin/audio-jobs (spec §7): audio jobs, newest first — `[{ id, articleId,
 * articleTitle, locale, status, audioStatus, provider, durationSec (seconds), audioUrl,
 * error, ... }]`. Query: `articleId`, `status`, `limit`. 401/403 unless staff.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const staff = await staffFrom(request)
  if ('response' in staff) return staff.response
  const parsed = jobListQuery.safeParse(queryOf(request.url))
  if (!parsed.success) return jsonError(400, 'Invalid query', parsed.error.issues)
  const { limit, ...filters } = parsed.data
  const where = jobListWhere(filters)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'audio-jobs',
    where,
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return jsonOk((docs as AudioJob[]).map(toAdminAudioJob), { private: true })
})
