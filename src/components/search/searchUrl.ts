'use client'

/**
 * The article search's query in the address bar (`?search=…` on the page the search was
 * opened on), so that Back from a result and a reload bring the reader to the same search
 * with its results. The search has no filters of its own: its audience is the page's.
 * Read and written in the browser only, so cached pages stay the same for every reader.
 */
export const SEARCH_PARAM = 'search'

/** The search query the current address carries, or '' for none. */
export function searchInUrl(): string {
  return new URL(window.location.href).searchParams.get(SEARCH_PARAM)?.trim() ?? ''
}

/**
 * Writes `query` into the current address (without a new history entry; '' removes it).
 * Through `history.replaceState(null, …)`, which Next's router takes over as its own URL.
 */
export function writeSearchToUrl(query: string): void {
  const url = new URL(window.location.href)
  if ((url.searchParams.get(SEARCH_PARAM) ?? '') === query) return
  if (query) url.searchParams.set(SEARCH_PARAM, query)
  else url.searchParams.delete(SEARCH_PARAM)
  window.history.replaceState(null, '', url.pathname + url.search + url.hash)
}
