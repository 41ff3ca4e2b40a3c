import { forReader } from '@/lib/articles/serialize'
import { getRenderedArticle } from '@/lib/articles/queries'
import { articleListQuery, idParam, queryOf } from '@/lib/api/params'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { readerFrom } from '@/lib/auth/reader'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/articles/{id}?locale=de-DE: one published article with `bodyMd` and `bodyHtml`.
 * For a reader who may not see a premium article, the body fields hold only the preview and
 * `gated` is true (docs/product.md, "The premium gate"). 404 for an unknown or unpublished
 * id, 400 for a malformed id or locale. The answer depends on the reader: never
 * shared-cached.
 */
export const GET = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const { id } = await params
    const parsedId = idParam.safeParse(id)
    if (!parsedId.success) return jsonError(404, 'Article not found')
    const query = articleListQuery.safeParse(queryOf(request.url))
    if (!query.success) return jsonError(400, 'Invalid query', query.error.issues)
    const rendered = await getRenderedArticle(parsedId.data, query.data.locale)
    if (!rendered) return jsonError(404, 'Article not found')
    const reader = await readerFrom(request.headers)
    return jsonOk(forReader(rendered, reader), { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
