import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { hasPremiumAccess } from '@/lib/articles/premium'
import { readerFrom } from '@/lib/auth/reader'
import { payloadClient } from '@/lib/payload'
import { searchArticles } from '@/lib/search/articleSearch'
import { searchQuery } from '@/lib/search/query'
import { searchSuggestion } from '@/lib/search/suggestion'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/search?q=&locale=&audience=&page=: published articles matching `q` in the
 * reader's language, ranked, with highlighted title and snippet segments
 * (`{ text, match }[]`, never HTML). Answers `ArticleSearchPage`
 * `{ query, locale, audience, page, pageSize, total, results }`; with no results also
 * `suggestion`, the query with misspelt words replaced by the nearest title or glossary
 * word ("implnatat" → "implantat"), or null.
 * 400 `{ code: 'invalid_query', message, issues }` for an empty or over-long `q` (200 characters), an unknown
 * locale or audience, or a page outside 1–50; `message` is the failed check's own German text.
 *
 * Premium bodies are searched only for readers who may read them (staff, members); their
 * answers are private. Everyone else gets the public answer (premium articles matched by
 * title and abstract only), cached 60 s at shared caches.
 */
export const GET = route(
  { query: searchQuery, explainInvalidQuery: true },
  async ({ request, query }) => {
    const canReadPremium = hasCredentials(request.headers)
      ? hasPremiumAccess(await readerFrom(request.headers))
      : false
    const payload = await payloadClient()
    const page = await searchArticles(payload, query, { canReadPremium })
    // Nothing found: offer the nearest spelling ("Meinten Sie …?", pg_trgm).
    if (page.total === 0) page.suggestion = await searchSuggestion(payload, query.q, query.locale)
    return canReadPremium ? jsonOk(page, { private: true }) : jsonOk(page, { sMaxAge: 60 })
  },
)

/** Whether the request carries anything that could sign a reader in (cookie or bearer token). */
function hasCredentials(headers: Headers): boolean {
  return headers.has('authorization') || headers.has('cookie')
}

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
