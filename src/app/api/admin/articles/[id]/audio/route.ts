import { findAdminArticle } from '@/lib/admin/articles'
import { audioBody } from '@/lib/admin/articleSchema'
import { toAdminAudioJob } from '@/lib/admin/jobs'
import { staffOnly } from '@/lib/admin/staff'
import type { ArticleAudioAnswer } from '@/lib/api/contract/studioArticles'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { queueAudio } from '@/lib/jobs/enqueue'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/admin/articles/{id}/audio: queues an audio job for
 * `{ locale?: string }` (default German). The job runs on the queue.
 * - 202 `{ job: { id, articleId, articleTitle, locale, status, audioStatus, ... } }`;
 *   400 unknown locale; 404 unknown id; 401/403 unless staff
 */
export const POST = route(
  { guard: staffOnly, params: idParams, notFound: 'article_not_found', body: audioBody },
  async ({ params: { id }, body }) => {
    const payload = await payloadClient()
    const article = await findAdminArticle(payload, id)
    if (!article) return jsonError(404, 'article_not_found')
    const job = await queueAudio(payload, article, body.locale ?? 'de')
    return jsonOk<ArticleAudioAnswer>({ job: toAdminAudioJob(job) }, { private: true, status: 202 })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
