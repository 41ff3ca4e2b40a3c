import { findAdminArticle } from '@/lib/admin/articles'
import { staffOnly } from '@/lib/admin/staff'
import type { ArticleTranslationsAnswer } from '@/lib/api/contract/studioArticles'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { articleLanguageStates } from '@/lib/translation/freshness'

/**
 * GET /api/admin/articles/{id}/translations: the article's language versions and whether
 * each still matches the German it would be translated from (src/lib/translation/freshness.ts).
 * - 200 `{ languages: [{ locale, origin ('machine' | 'reviewed' | 'original' | null),
 *   current, outdated }] }` (only languages with a version)
 * - 404 `article_not_found`; 401/403 unless staff
 */
export const GET = route(
  { guard: staffOnly, params: idParams, notFound: 'article_not_found' },
  async ({ params: { id } }) => {
    const payload = await payloadClient()
    if (!(await findAdminArticle(payload, id))) return jsonError(404, 'article_not_found')
    return jsonOk<ArticleTranslationsAnswer>(
      { languages: await articleLanguageStates(payload, id) },
      { private: true },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
