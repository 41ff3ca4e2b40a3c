import { findAdminArticle } from '@/lib/admin/articles'
import { audioBody } from '@/lib/admin/articleSchema'
import { toAdminAudioJob } from '@/lib/admin/jobs'
import { staffFrom } from '@/lib/admin/staff'
import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { idParam } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { queueAudio } from '@/lib/jobs/enqueue'
import { payloadClient } from '@/lib/payload'

/**
 * POST /api/admin/articles/{id}/audio: queues an audio job for
 * `{ locale?: string }` (default German). The job runs on the queue.
 * - 202 `{ job: { id, articleId, articleTitle, locale, status, audioStatus, ... } }`;
 *   400 unknown locale; 404 unknown id; 401/403 unless staff
 */
export const POST = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const staff = await staffFrom(request)
    if ('response' in staff) return staff.response
    const id = idParam.safeParse((await params).id)
    if (!id.success) return jsonError(404, 'Artikel nicht gefunden')
    const body = await parseJsonBody(request, audioBody)
    if ('response' in body) return body.response
    const payload = await payloadClient()
    const article = await findAdminArticle(payload, id.data)
    if (!article) return jsonError(404, 'Artikel nicht gefunden')
    const job = await queueAudio(payload, article, body.data.locale ?? 'de')
    return jsonOk({ job: toAdminAudioJob(job) }, { private: true, status: 202 })
  },
)
