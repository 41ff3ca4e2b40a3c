import { z } from 'zod'

import { getCategoryArticles } from '@/lib/articles/queries'
import { articleListQuery, queryOf } from '@/lib/api/params'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { methodsNotAllowed } from '@/lib/api/methods'

const slugParam = z.string().regex(/^[a-z0-9-]{1,80}$/)

/**
 * GET /api/articles/category/{slug}?locale=de-DE: published articles of a
 * category, by `slugEn` or `slug`. 404 for an unknown category.
 */
export const GET = apiHandler(
  async (
    request: Request,
    { params }: { params: Promise<{ slug: string }> },
  ): Promise<Response> => {
    const { slug } = await params
    const query = articleListQuery.safeParse(queryOf(request.url))
    if (!query.success) return jsonError(400, 'Invalid query', query.error.issues)
    const parsed = slugParam.safeParse(slug)
    const articles = parsed.success
      ? await getCategoryArticles(parsed.data, query.data.locale)
      : null
    if (!articles) return jsonError(404, 'Category not found')
    return jsonOk(articles, { sMaxAge: 60 })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
