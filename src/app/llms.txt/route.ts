import { unstable_cache } from 'next/cache'

import { apiHandler } from '@/lib/api/handler'
import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'
import { llmsTxt } from '@/lib/seo/llmsTxt'
import { getPublicSettings } from '@/lib/settings/public'
import { siteUrl } from '@/lib/site/url'

const cachedLlmsTxt = unstable_cache(
  async (base: string, siteName: string) => llmsTxt(await payloadClient(), base, siteName),
  ['llms-txt'],
  {
    revalidate: CACHE_REVALIDATE_SECONDS,
    tags: [CACHE_TAGS.articles],
  },
)

/** GET /llms.txt: Markdown for AI crawlers, cached with the article tags. */
export const GET = apiHandler(async (): Promise<Response> => {
  const text = await cachedLlmsTxt(siteUrl(), (await getPublicSettings()).siteName)
  return new Response(text, {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'cache-control': 'public, s-maxage=300',
    },
  })
})

export const dynamic = 'force-dynamic'
