import { apiHandler } from '@/lib/api/handler'
import { feedResponse } from '@/lib/seo/feedRoute'

/** GET /feeds/{locale}/rss.xml and /feeds/{locale}/atom.xml (issue 9 §3): the newest articles of a language. */
export const GET = apiHandler(async (_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) => feedResponse(await params))

export const dynamic = 'force-dynamic'
