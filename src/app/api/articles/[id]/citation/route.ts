import { z } from 'zod'

import {
  bibtexCitation,
  CITATION_FILE_FORMATS,
  citedArticle,
  risCitation,
} from '@/lib/articles/articleCitation'
import { findRenderedArticle } from '@/lib/articles/reads'
import { forReader } from '@/lib/articles/serialize'
import { methodsNotAllowed } from '@/lib/api/methods'
import { articleListQuery } from '@/lib/api/params'
import { jsonError } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { articlePath } from '@/lib/routes'
import { localizedUrl } from '@/lib/seo/sitemap'
import { payloadClient } from '@/lib/payload'
import { getSettings } from '@/lib/settings/read'
import { siteUrl } from '@/lib/site/url'

const query = articleListQuery.extend({ format: z.enum(CITATION_FILE_FORMATS) })

/** Content type and file extension of each citation file. */
const FILES = {
  bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib', make: bibtexCitation },
  ris: {
    type: 'application/x-research-info-systems; charset=utf-8',
    extension: 'ris',
    make: risCitation,
  },
} as const

/**
 * GET /api/articles/{id}/citation?format=bibtex|ris&locale=de: the citation of a published
 * article as a file for reference managers ("Zitieren" on the article page, a plain
 * link): BibTeX (`.bib`) or RIS (`.ris`), UTF-8, as an attachment named
 * `<journal>-<id>.<ext>`, built from the article's metadata in `locale` and its address
 * there (`src/lib/articles/articleCitation.ts`), read without the page cache (a
 * citation is fetched rarely). The same for every reader: cached 5 minutes at shared
 * caches. 404 `article_not_found` for an unknown, unpublished or malformed id; 400
 * `invalid_query` for another format or an unknown locale.
 */
export const GET = route(
  { params: idParams, notFound: 'article_not_found', query },
  async ({ params, query }) => {
    const payload = await payloadClient()
    const rendered = await findRenderedArticle(payload, params.id, query.locale)
    if (!rendered) return jsonError(404, 'article_not_found')
    const article = forReader(rendered, null)
    const { siteName } = await getSettings(payload)
    const url = localizedUrl(siteUrl(), query.locale, articlePath(article.id))
    const file = FILES[query.format]
    const name = `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'article'}-${article.id}`
    return new Response(file.make(citedArticle(article, url, siteName)), {
      headers: {
        'Content-Type': file.type,
        'Content-Disposition': `attachment; filename="${name}.${file.extension}"`,
        'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=60',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
