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
import { staffFrom } from '@/lib/admin/staff'
import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { idParam } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload'
import type { Article } from '@payload-types'

type Context = { params: Promise<{ id: string }> }

/** GET /api/admin/articles/{id}: one article in German with `bodyMd`, drafts included; 404 unknown id; 401/403 unless staff. */
export const GET = apiHandler(async (request: Request, { params }: Context): Promise<Response> => {
  const staff = await staffFrom(request)
  if ('response' in staff) return staff.response
  const id = idParam.safeParse((await params).id)
  if (!id.success) return jsonError(404, 'Artikel nicht gefunden')
  const payload = await payloadClient()
  const article = await findAdminArticle(payload, id.data)
  if (!article) return jsonError(404, 'Artikel nicht gefunden')
  return jsonOk(await toAdminArticle(payload, article, true), { private: true })
})

/**
 * PUT /api/admin/articles/{id}: changes the German article; only the fields
 * sent change (`articleUpdateBody`). `status: 'published'` publishes, `'draft'` saves a
 * draft version while the published one stays online.
 * - 200 the article with `bodyMd`; 400 `{ message, issues }`; 404 unknown id; 409 slug
 *   taken; 401/403 unless staff
 */
export const PUT = apiHandler(async (request: Request, { params }: Context): Promise<Response> => {
  const staff = await staffFrom(request)
  if ('response' in staff) return staff.response
  const id = idParam.safeParse((await params).id)
  if (!id.success) return jsonError(404, 'Artikel nicht gefunden')
  const body = await parseJsonBody(request, articleUpdateBody, MAX_ARTICLE_BYTES)
  if ('response' in body) return body.response
  const payload = await payloadClient()
  const existing = await findAdminArticle(payload, id.data)
  if (!existing) return jsonError(404, 'Artikel nicht gefunden')
  let categoryId: number | undefined
  if (body.data.category !== undefined) {
    const resolved = await resolveCategory(payload, body.data.category)
    if (!resolved) return jsonError(400, ARTICLE_EDITOR_MESSAGES.categoryRequired)
    categoryId = resolved
  }
  if (body.data.slug && (await slugTaken(payload, body.data.slug, id.data)))
    return jsonError(409, 'Slug wird bereits verwendet')
  const status = body.data.status ?? (existing._status === 'published' ? 'published' : 'draft')
  const updated = await payload.update({
    collection: 'articles',
    id: id.data,
    locale: 'de',
    data: {
      ...(await articleData(payload, body.data, categoryId)),
      _status: status,
    } as Partial<Article>,
    draft: status === 'draft',
    overrideAccess: true,
    depth: 1,
  })
  return jsonOk(await toAdminArticle(payload, updated as Article, true), { private: true })
})
