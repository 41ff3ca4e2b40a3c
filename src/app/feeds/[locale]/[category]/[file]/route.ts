import { apiHandler } from '@/lib/api/handler'
import { feedResponse } from '@/lib/seo/feedRoute'

/** GET /feeds/{locale}/{categorySlugEn}/rss.xml and …/atom.xml (issue 9 §3): the newest articles of a category in a language. */
export const GET = apiHandler(async (_request: Request, { params }: { params: Promise<{ locale: string; category: string; file: string }> }) =>
  feedResponse(await params),
)

export const dynamic = 'force-dynamic'
