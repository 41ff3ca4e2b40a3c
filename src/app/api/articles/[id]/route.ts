import { forReader } from '@/lib/articles/serialize'
import { getRenderedArticle } from '@/lib/articles/queries'
import { articleListQuery } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { readerFrom } from '@/lib/auth/reader'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/articles/{id}?locale=de-DE: one published article with `bodyMd` and `bodyHtml`;
 * `textLocale` says which language its texts are in (`locale`'s, or `de` for the German
 * fallback). For a reader who may not see a premium article, the body fields hold only the
 * preview and `gated` is true (docs/product.md, "The premium gate"). 404
 * `article_not_found` for an unknown, unpublished or malformed id, 400 `invalid_query` for
 * a malformed locale. The answer depends on the reader: never shared-cached.
 */
export const GET = route(
  { params: idParams, notFound: 'article_not_found', query: articleListQuery },
  async ({ request, params, query }) => {
    const rendered = await getRenderedArticle(params.id, query.locale)
    if (!rendered) return jsonError(404, 'article_not_found')
    const reader = await readerFrom(request.headers)
    return jsonOk(forReader(rendered, reader), { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
