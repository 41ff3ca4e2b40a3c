import { apiHandler } from '@/lib/api/handler'
import { queryOf } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload'
import { searchArticles } from '@/lib/search/articleSearch'
import { searchQuery } from '@/lib/search/query'

/**
 * GET /api/search?q=&locale=&audience=&page= (issue 9 §1): published articles matching
 * `q` in the reader's language, ranked, with highlighted title and snippet segments
 * (`{ text, match }[]`, never HTML). Answers `ArticleSearchPage`
 * `{ query, locale, audience, page, pageSize, total, results }`.
 * 400 `{ message, issues }` for an empty or over-long `q` (200 characters), an unknown
 * locale or audience, or a page outside 1–50. Public: cached 60 s at shared caches.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const query = searchQuery.safeParse(queryOf(request.url))
  if (!query.success)
    return jsonError(400, query.error.issues[0]?.message ?? 'Invalid query', query.error.issues)
  return jsonOk(await searchArticles(await payloadClient(), query.data), { sMaxAge: 60 })
})
