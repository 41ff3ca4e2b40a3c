import { apiHandler } from '@/lib/api/handler'
import { getLlmsTxt } from '@/lib/seo/queries'
import { getPublicSettings } from '@/lib/settings/queries'
import { siteUrl } from '@/lib/site/url'

/** GET /llms.txt: Markdown for AI crawlers, cached with the article tags. */
export const GET = apiHandler(async (): Promise<Response> => {
  const text = await getLlmsTxt(siteUrl(), (await getPublicSettings()).siteName)
  return new Response(text, {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'cache-control': 'public, s-maxage=300',
    },
  })
})

export const dynamic = 'force-dynamic'
