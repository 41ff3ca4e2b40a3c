import { getArticleList, type ArticleListKind } from '@/lib/articles/queries'

import { apiHandler } from '@/lib/api/handler'
import { articleListQuery, queryOf } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'

/**
 * GET handler of `/api/articles/{featured|latest|trending}?locale=de-DE[&audience=doctor|patient]`:
 * a JSON array of published article summaries, newest first.
 * 400 `{ message, issues }` for an unsupported locale or audience.
 */
export function articleListRoute(kind: ArticleListKind) {
  return apiHandler(async (request: Request): Promise<Response> => {
    const query = articleListQuery.safeParse(queryOf(request.url))
    if (!query.success) return jsonError(400, 'Invalid query', query.error.issues)
    return jsonOk(await getArticleList(kind, query.data.locale, query.data.audience), {
      sMaxAge: 60,
    })
  })
}
