'use client'

import useSWRInfinite from 'swr/infinite'
import { useDebounce } from 'use-debounce'

import { fetchSearchPage, searchKey, type SearchAnswer } from '@/lib/api/contract/search'
import type { ArticleSearchHit } from '@/lib/search/articleSearch'
import { MAX_QUERY_LENGTH } from '@/lib/search/query'
import type { Audience } from '@/lib/audience'

/** Pause after the last keystroke before asking the server, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 180

/** State of a search as the dialog shows it. */
export type ArticleSearchState = {
  /** The text the results belong to (debounced, trimmed). */
  settledQuery: string
  results: ArticleSearchHit[]
  total: number
  /** With no results: the nearest spelling of the query the server found, or null. */
  suggestion: string | null
  isLoading: boolean
  isLoadingMore: boolean
  error: Error | null
  hasMore: boolean
  loadMore: () => void
  retry: () => void
}

/**
 * Searches published articles through `GET /api/search` while the reader types
 * (debounced by SEARCH_DEBOUNCE_MS; pages of 10 appended by `loadMore`). Nothing is asked
 * for an empty text; texts over MAX_QUERY_LENGTH characters are cut to it.
 */
export function useArticleSearch(
  text: string,
  locale: string,
  audience: Audience,
): ArticleSearchState {
  const [debounced] = useDebounce(text.trim().slice(0, MAX_QUERY_LENGTH), SEARCH_DEBOUNCE_MS)
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(
    (index: number, previous: SearchAnswer | null) => {
      if (!debounced || (previous && previous.page * previous.pageSize >= previous.total))
        return null
      return searchKey(debounced, locale, audience, index + 1)
    },
    fetchSearchPage,
    {
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
    },
  )
  const typing = text.trim().slice(0, MAX_QUERY_LENGTH) !== debounced
  const pages = data ?? []
  const last = pages.at(-1)
  const total = pages[0]?.total ?? 0
  return {
    settledQuery: pages[0]?.query ?? '',
    results: pages.flatMap((p) => p.results),
    total,
    suggestion: pages[0]?.suggestion ?? null,
    isLoading:
      typing ||
      (Boolean(debounced) && (isLoading || (isValidating && pages[0]?.query !== debounced))),
    isLoadingMore: isValidating && size > pages.length,
    error: (error as Error | undefined) ?? null,
    hasMore: Boolean(last && last.page * last.pageSize < last.total),
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  }
}
