import { findAdminArticle } from '@/lib/admin/articles'
import { TRANSLATION_TARGETS, translateBody } from '@/lib/admin/articleSchema'
import { toAdminTranslationJob } from '@/lib/admin/jobs'
import { staffOnly } from '@/lib/admin/staff'
import type { ArticleTranslateAnswer } from '@/lib/api/contract/studioArticles'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { queueTranslations } from '@/lib/jobs/enqueue'
import { payloadClient } from '@/lib/payload'
import { providersFor } from '@/lib/translation/choose'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/admin/articles/{id}/translate: queues translation jobs
 * for `{ locales?: string[] }` (short codes; default every language but German). The jobs
 * run on the queue, never in this request.
 * - 202 `{ jobs: [{ id, articleId, locale, provider, status, ... }], withoutProvider: string[] }`
 *   (an open job of the same language is returned instead of a second one). Languages no
 *   provider can translate into with the current settings (no DeepL key for them and no AI
 *   key) get no job, since it could only fail: they are listed in `withoutProvider` so the
 *   studio says so instead of "gestartet". 400 unknown locale; 404 unknown id; 401/403
 *   unless staff
 */
export const POST = route(
  { guard: staffOnly, params: idParams, notFound: 'article_not_found', body: translateBody },
  async ({ params: { id }, body }) => {
    const payload = await payloadClient()
    if (!(await findAdminArticle(payload, id))) return jsonError(404, 'article_not_found')
    const wanted = body.locales ?? TRANSLATION_TARGETS
    const providers = await providersFor(payload, wanted)
    const withoutProvider = wanted.filter((locale) => !providers.get(locale))
    const jobs = await queueTranslations(
      payload,
      { subject: 'article', articleId: id },
      wanted.filter((locale) => providers.get(locale)),
    )
    return jsonOk<ArticleTranslateAnswer>(
      { jobs: jobs.map(toAdminTranslationJob), withoutProvider },
      { private: true, status: 202 },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
