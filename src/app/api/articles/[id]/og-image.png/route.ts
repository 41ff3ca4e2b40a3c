import { apiHandler } from '@/lib/api/handler'
import { routeArticle } from '@/lib/articles/routeArticle'
import { shareCardResponse } from '@/components/seo/shareCardImage'
import { getPublicSettings } from '@/lib/settings/queries'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/articles/{id}/og-image.png?locale=de-DE: the article's generated
 * 1200 × 630 PNG share card, used as Open Graph, Twitter and structured-data image when the
 * article has neither an `ogImageUrl` nor an uploaded image. 404 for unknown or unpublished
 * articles, 400 for an unknown locale.
 */
export const GET = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const loaded = await routeArticle(request, params)
    if (loaded.response) return loaded.response
    return shareCardResponse(loaded.article, (await getPublicSettings()).siteName)
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
