/**
 * Stores the reader's language choice in the browser: `localStorage.language`, and the
 * NEXT_LOCALE cookie for one year. Storage may be unavailable (private mode):
 * the URL carries the language anyway.
 */
export function rememberLanguage(code: string): void {
  try {
    window.localStorage.setItem('language', code)
  } catch {
    // no storage: nothing to remember
  }
  document.cookie = `NEXT_LOCALE=${code}; path=/; max-age=31536000; samesite=lax`
}
