'use client'

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'

import { searchStateFrom, searchStateParams, type SearchState } from '@/lib/profiles/searchParams'

import { rememberSearch } from './lastSearch'

/** Fired after this page pushed a new search URL (the browser fires `popstate` for Back). */
const URL_CHANGED = 'dj:search-url'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_CHANGED, onChange)
  }
}

/**
 * The dentist search's state, read from the page URL (`searchParams.ts`), and a function
 * that moves to another state by pushing its URL: every search is a history entry, Back
 * restores the one before, and a shared link opens the same results. The server renders
 * the empty search (the page is the same cached HTML for everyone); the URL's search
 * follows right after hydration. The current query is remembered for the profile pages'
 * way back (`lastSearch.ts`).
 */
export function useSearchState(): {
  state: SearchState
  /** The URL query the state came from ('' or '?…'), e.g. as a key that resets the form. */
  query: string
  navigate: (next: SearchState) => void
} {
  const query = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
  const state = useMemo(() => searchStateFrom(new URLSearchParams(query)), [query])
  useEffect(() => rememberSearch(query), [query])
  const navigate = useCallback((next: SearchState) => {
    const params = searchStateParams(next).toString()
    // Next's router keeps pushState entries in its history (Back and Forward work).
    window.history.pushState(null, '', params ? `?${params}` : window.location.pathname)
    window.dispatchEvent(new Event(URL_CHANGED))
  }, [])
  return { state, query, navigate }
}
