/**
 * The dentist search the reader last looked at in this tab (its URL query, e.g.
 * `?specialty=Endodontie&page=2`), so a profile page can lead back to those results.
 * Kept in `sessionStorage`: per tab, gone with it, never sent anywhere.
 */
const KEY = 'dj:dentist-search'

/** Remembers the search page's current query (`''` for a search without filters). */
export function rememberSearch(query: string): void {
  try {
    window.sessionStorage.setItem(KEY, query)
  } catch {
    // storage refused (private mode, full): the way back leads to an empty search
  }
}

/** The query of the last search in this tab, `''` when none (or storage is unavailable). */
export function lastSearch(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}
