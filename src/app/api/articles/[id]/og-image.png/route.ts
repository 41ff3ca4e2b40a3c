import { apiHandler } from '@/lib/api/handler'
import { articleListQuery, idParam, queryOf } from '@/lib/api/params'
import { jsonError } from '@/lib/api/respond'
import { getRenderedArticle } from '@/lib/articles/queries'
import { shareCardResponse } from '@/lib/seo/shareCardImage'
import { getPublicSettings } from '@/lib/settings/public'

/**
 * GET /api/articles/{id}/og-image.png?locale=de-DE (issue 9 §3): the article's generated
 * 1200 × 630 PNG share card, used as Open Graph, Twitter and structured-data image when the
 * article has neither an `ogImageUrl` nor an uploaded image. 404 for unknown or unpublished
 * articles, 400 for an unknown locale.
 */
export const GET = apiHandler(async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
  const id = idParam.safeParse((await params).id)
  if (!id.success) return jsonError(404, 'Article not found')
  const query = articleListQuery.safeParse(queryOf(request.url))
  if (!query.success) return jsonError(400, 'Invalid query', query.error.issues)
  const article = await getRenderedArticle(id.data, query.data.locale)
  if (!article) return jsonError(404, 'Article not found')
  return shareCardResponse(article, (await getPublicSettings()).siteName)
})
