import { z } from 'zod'

import { getCategoryArticles } from '@/lib/articles/queries'
import { articleListQuery } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { methodsNotAllowed } from '@/lib/api/methods'

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) })

/**
 * GET /api/articles/category/{slug}?locale=de-DE: published articles of a
 * category, by `slugEn` or `slug`. 404 `category_not_found` for an unknown category, 400
 * `invalid_query` for a malformed locale.
 */
export const GET = route(
  { params: slugParams, notFound: 'category_not_found', query: articleListQuery },
  async ({ params, query }) => {
    const articles = await getCategoryArticles(params.slug, query.locale)
    if (!articles) return jsonError(404, 'category_not_found')
    return jsonOk(articles, { sMaxAge: 60 })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
