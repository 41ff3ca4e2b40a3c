import { findAdminArticle } from '@/lib/admin/articles'
import { TRANSLATION_TARGETS, translateBody } from '@/lib/admin/articleSchema'
import { toAdminTranslationJob } from '@/lib/admin/jobs'
import { staffFrom } from '@/lib/admin/staff'
import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { idParam } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { queueTranslations } from '@/lib/jobs/enqueue'
import { payloadClient } from '@/lib/payload'

/**
 * POST /api/admin/articles/{id}/translate: queues translation jobs
 * for `{ locales?: string[] }` (short codes; default every language but German). The jobs
 * run on the queue, never in this request.
 * - 202 `{ jobs: [{ id, articleId, locale, provider, status, ... }] }` (an open job of the
 *   same language is returned instead of a second one); 400 unknown locale; 404 unknown
 *   id; 401/403 unless staff
 */
export const POST = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const staff = await staffFrom(request)
    if ('response' in staff) return staff.response
    const id = idParam.safeParse((await params).id)
    if (!id.success) return jsonError(404, 'Artikel nicht gefunden')
    const body = await parseJsonBody(request, translateBody)
    if ('response' in body) return body.response
    const payload = await payloadClient()
    if (!(await findAdminArticle(payload, id.data))) return jsonError(404, 'Artikel nicht gefunden')
    const jobs = await queueTranslations(
      payload,
      { subject: 'article', articleId: id.data },
      body.data.locales ?? TRANSLATION_TARGETS,
    )
    return jsonOk({ jobs: jobs.map(toAdminTranslationJob) }, { private: true, status: 202 })
  },
)
