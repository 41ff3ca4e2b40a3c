import { jobListQuery, jobListWhere } from '@/lib/admin/jobList'
import { toAdminAudioJob } from '@/lib/admin/jobs'
import { staffOnly } from '@/lib/admin/staff'
import type { AudioJobsAnswer } from '@/lib/api/contract/studioJobs'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { isAudioOutdated, publishedTextHash } from '@/lib/audio/freshness'
import { relationId } from '@/lib/db/relationId'
import { payloadClient } from '@/lib/payload'
import type { AudioJob } from '@payload-types'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asReader } from '@/lib/payload/readAs'

/**
 * GET /api/admin/audio-jobs: audio jobs, newest first — `[{ id, articleId,
 * articleTitle, locale, status, audioStatus, provider, durationSec (seconds), audioUrl,
 * outdated (made from another text than the published one), error, ... }]`. Query: `articleId`, `status`, `limit`. 401/403 unless staff.
 */
export const GET = route({ guard: staffOnly, query: jobListQuery }, async ({ user, query }) => {
  const { limit, ...filters } = query
  const where = jobListWhere(filters)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'audio-jobs',
    where,
    sort: '-createdAt',
    limit,
    depth: 0,
    // As the staff user: audio jobs are readable by staff only (`isStaff`).
    ...asReader(user),
  })
  // One look at the published text per article and language, not per job.
  const published = new Map<string, Promise<string | null>>()
  const hashOf = (articleId: number, locale: string) => {
    const key = `${articleId}:${locale}`
    if (!published.has(key)) published.set(key, publishedTextHash(payload, articleId, locale))
    return published.get(key)!
  }
  const answer = await Promise.all(
    (docs as AudioJob[]).map(async (job) => {
      const articleId = relationId(job.article)
      const outdated =
        job.audioStatus === 'ready' && articleId
          ? isAudioOutdated(job.textHash, await hashOf(articleId, job.locale))
          : false
      return toAdminAudioJob(job, outdated)
    }),
  )
  return jsonOk<AudioJobsAnswer>(answer, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
