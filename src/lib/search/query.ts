import { z } from 'zod'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { localeParam } from '@/lib/api/params'

/** Longest accepted search text, in characters (a longer query is answered 400). */
export const MAX_QUERY_LENGTH = 200
/** Results per page. */
export const SEARCH_PAGE_SIZE = 10
/** Highest page number served (deeper pages are not useful for a journal search). */
export const MAX_SEARCH_PAGE = 50
/** Words of a query that count; more are ignored. */
export const MAX_QUERY_TERMS = 12

/** Messages of the search API (German, like the other product API messages). */
export const SEARCH_MESSAGES = {
  empty: 'Bitte geben Sie einen Suchbegriff ein.',
  tooLong: `Der Suchbegriff ist zu lang (höchstens ${MAX_QUERY_LENGTH} Zeichen).`,
} as const

/**
 * Query of `GET /api/search`: `q` (1–200 characters after trimming),
 * `locale` (short code or tag, default German), optional `audience` (doctor | patient:
 * its articles come first) and `page` (1–50, default 1).
 */
export const searchQuery = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.empty })
    .trim()
    .min(1, SEARCH_MESSAGES.empty)
    .max(MAX_QUERY_LENGTH, SEARCH_MESSAGES.tooLong),
  locale: localeParam.optional().transform((l): Locale => l ?? DEFAULT_LOCALE),
  audience: z.enum(['doctor', 'patient']).optional(),
  page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(1),
})

export type SearchQuery = z.infer<typeof searchQuery>

/** The words of a search text (letters and digits of any script), lower-cased, at most MAX_QUERY_TERMS. */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_TERMS)
}

/**
 * A `to_tsquery` text over the words, the last one as a prefix so results come while the
 * reader is still typing: (['parodontitis', 'diab'], '&') → `'parodontitis' & 'diab':*`.
 * `&` requires every word (matching); `|` scores each word on its own (ranking, since
 * PostgreSQL's `ts_rank` of an AND query weighs word proximity over title weight).
 * Words contain only letters and digits, so quoting cannot be broken out of. Stemming and
 * stop words are applied by PostgreSQL with the language's configuration. Empty for no words.
 */
export function prefixTsQuery(terms: readonly string[], operator: '&' | '|'): string {
  return terms
    .map((term, i) => `'${term}'${i === terms.length - 1 ? ':*' : ''}`)
    .join(` ${operator} `)
}
