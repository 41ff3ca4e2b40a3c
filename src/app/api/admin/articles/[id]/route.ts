import {
  articleData,
  findAdminArticle,
  resolveCategory,
  slugTaken,
  toAdminArticle,
} from '@/lib/admin/articles'
import {
  ARTICLE_EDITOR_MESSAGES,
  articleUpdateBody,
  MAX_ARTICLE_BYTES,
} from '@/lib/admin/articleSchema'
import { staffOnly } from '@/lib/admin/staff'
import type { AdminArticleAnswer } from '@/lib/api/contract/studioArticles'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import type { Article } from '@payload-types'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asReader } from '@/lib/payload/readAs'

const byId = { guard: staffOnly, params: idParams, notFound: 'article_not_found' as const }

/** GET /api/admin/articles/{id}: one article in German with `bodyMd`, drafts included; 404 unknown id; 401/403 unless staff. */
export const GET = route(byId, async ({ params: { id } }) => {
  const payload = await payloadClient()
  const article = await findAdminArticle(payload, id)
  if (!article) return jsonError(404, 'article_not_found')
  return jsonOk<AdminArticleAnswer>(await toAdminArticle(payload, article, true), {
    private: true,
  })
})

/**
 * PUT /api/admin/articles/{id}: changes the German article; only the fields
 * sent change (`articleUpdateBody`). `status: 'published'` publishes, `'draft'` saves a
 * draft version while the published one stays online.
 * - 200 the article with `bodyMd`; 400 `{ message, issues }`; 404 unknown id; 409 slug
 *   taken; 401/403 unless staff
 */
export const PUT = route(
  { ...byId, body: articleUpdateBody, maxBodyBytes: MAX_ARTICLE_BYTES },
  async ({ user, params: { id }, body }) => {
    const payload = await payloadClient()
    const existing = await findAdminArticle(payload, id)
    if (!existing) return jsonError(404, 'article_not_found')
    let categoryId: number | undefined
    if (body.category !== undefined) {
      const resolved = await resolveCategory(payload, body.category)
      if (!resolved)
        return jsonError(400, 'category_required', ARTICLE_EDITOR_MESSAGES.categoryRequired)
      categoryId = resolved
    }
    if (body.slug && (await slugTaken(payload, body.slug, id))) return jsonError(409, 'slug_taken')
    const status = body.status ?? (existing._status === 'published' ? 'published' : 'draft')
    const updated = await payload.update({
      collection: 'articles',
      id: id,
      locale: 'de',
      data: {
        ...(await articleData(payload, body, categoryId)),
        _status: status,
      } as Partial<Article>,
      draft: status === 'draft',
      // As the staff user: articles are written by staff only (`isStaff`).
      ...asReader(user),
      depth: 1,
    })
    return jsonOk<AdminArticleAnswer>(await toAdminArticle(payload, updated as Article, true), {
      private: true,
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PATCH, DELETE } = methodsNotAllowed(['GET', 'PUT'])
