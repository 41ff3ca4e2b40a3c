import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { feedResponse } from '@/lib/seo/feedRoute'

/**
 * GET /feeds/{locale}/{rss.xml|atom.xml} (the newest articles of a language) and
 * /feeds/{locale}/{categorySlugEn}/{rss.xml|atom.xml} (of one category).
 * 404 `{ code, message }` for any other path.
 */
export const GET = apiHandler(
  async (
    _request: Request,
    { params }: { params: Promise<{ locale: string; path: string[] }> },
  ) => {
    const { locale, path } = await params
    if (path.length === 1) return feedResponse({ locale, file: path[0]! })
    if (path.length === 2) return feedResponse({ locale, category: path[0]!, file: path[1]! })
    return jsonError(404, 'feed_not_found')
  },
)

export const dynamic = 'force-dynamic'
