import { z } from 'zod'

import { articleData, freeSlug, resolveCategory, toAdminArticle } from '@/lib/admin/articles'
import {
  ARTICLE_EDITOR_MESSAGES,
  articleCreateBody,
  MAX_ARTICLE_BYTES,
} from '@/lib/admin/articleSchema'
import { staffOnly } from '@/lib/admin/staff'
import { route } from '@/lib/api/route'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { validationErrorPaths } from '@/lib/auth/payloadErrors'
import { payloadClient } from '@/lib/payload'
import type { Article } from '@payload-types'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asReader } from '@/lib/payload/readAs'

/** 409 answer when a slug is already used. */
const SLUG_TAKEN = 'Slug wird bereits verwendet'

const listQuery = z.object({
  status: z.enum(['draft', 'published']).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  page: z.coerce.number().int().min(1).default(1),
})

/**
 * GET /api/admin/articles: the studio's article list in German, newest change
 * first, drafts included — `[{ id, slug, title, abstract, category, author, featured,
 * trending, status, createdAt, updatedAt, publishedAt, ... }]` (no body). Query: `status`,
 * `q` (title contains), `limit` (1–500, default 100), `page`. 401/403 unless staff.
 */
export const GET = route({ guard: staffOnly, query: listQuery }, async ({ user, query }) => {
  const { status, q, limit, page } = query
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    locale: 'de',
    draft: true,
    depth: 1,
    limit,
    page,
    sort: '-updatedAt',
    where: {
      and: [
        ...(status ? [{ _status: { equals: status } }] : []),
        ...(q ? [{ title: { contains: q } }] : []),
      ],
    },
    // As the staff user: staff read drafts too (`publishedOrStaff`).
    ...asReader(user),
    select: { body: false },
  })
  return jsonOk(await Promise.all(docs.map((d) => toAdminArticle(payload, d as Article))), {
    private: true,
  })
})

/**
 * POST /api/admin/articles: creates an article from the editor fields (`articleCreateBody`:
 * title, bodyMd, category, author, featured, trending, status, slug?) in German. The slug
 * comes from the title when not given (`slugFromTitle`), with `-2`, `-3`, ... appended
 * while taken.
 * - 201 the article with `bodyMd`; 400 `{ message, issues }` (title, author and content are
 *   required; unknown category); 409 slug taken; 401/403 unless staff
 */
export const POST = route(
  { guard: staffOnly, body: articleCreateBody, maxBodyBytes: MAX_ARTICLE_BYTES },
  async ({ user, body }) => {
    const payload = await payloadClient()
    const categoryId = await resolveCategory(payload, body.category)
    if (!categoryId)
      return jsonError(400, 'category_required', ARTICLE_EDITOR_MESSAGES.categoryRequired)
    const slug = await freeSlug(payload, body.slug, body.title)
    if (!slug) return jsonError(409, 'slug_taken', SLUG_TAKEN)
    let created: Article
    try {
      created = (await payload.create({
        collection: 'articles',
        locale: 'de',
        data: {
          ...(await articleData(payload, body, categoryId)),
          slug,
          author: user.id,
        } as Article,
        draft: body.status !== 'published',
        // As the staff user: articles are created by staff only (`isStaff`).
        ...asReader(user),
        depth: 1,
      })) as Article
    } catch (error) {
      // Another request took the slug between the check and the insert.
      if (validationErrorPaths(error).includes('slug'))
        return jsonError(409, 'slug_taken', SLUG_TAKEN)
      throw error
    }
    return jsonOk(await toAdminArticle(payload, created, true), { private: true, status: 201 })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
