import { getArticleList, type ArticleListKind } from '@/lib/articles/queries'

import { articleListQuery } from '@/lib/api/params'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'

/**
 * GET handler of `/api/articles/{featured|latest|trending}?locale=de-DE[&audience=doctor|patient]`:
 * a JSON array of published article summaries, newest first.
 * 400 `{ code: 'invalid_query', message, issues }` for an unsupported locale or audience.
 */
export function articleListRoute(kind: ArticleListKind) {
  return route({ query: articleListQuery }, async ({ query }) =>
    jsonOk(await getArticleList(kind, query.locale, query.audience), { sMaxAge: 60 }),
  )
}
