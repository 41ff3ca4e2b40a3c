import type { Locale } from '@/i18n/locales'
import { getRenderedArticle } from '@/lib/articles/queries'
import type { RenderedArticle } from '@/lib/articles/serialize'

import { articleListQuery, idParam, queryOf } from '@/lib/api/params'
import { jsonError } from '@/lib/api/respond'

/**
 * The published article of a `/api/articles/{id}/…?locale=` route and the requested
 * language (default German), or the error answer: 404 `{ code, message }` for a malformed,
 * unknown or unpublished id, 400 `{ message, issues }` for an unknown locale. Never send
 * the article unfiltered: it carries the full body (see `forReader`).
 */
export async function routeArticle(
  request: Request,
  params: Promise<{ id: string }>,
): Promise<
  { article: RenderedArticle; locale: Locale; response?: never } | { response: Response }
> {
  const id = idParam.safeParse((await params).id)
  if (!id.success) return { response: jsonError(404, 'article_not_found') }
  const query = articleListQuery.safeParse(queryOf(request.url))
  if (!query.success)
    return { response: jsonError(400, 'invalid_query', undefined, query.error.issues) }
  const article = await getRenderedArticle(id.data, query.data.locale)
  if (!article) return { response: jsonError(404, 'article_not_found') }
  return { article, locale: query.data.locale }
}
