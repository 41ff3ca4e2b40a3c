'use client'

/**
 * The token of an account link: links carry it in the URL fragment (`#token=…`, see
 * `authLink`); a `?token=` query works too. Removes it from the address bar so it does
 * not stay in the browser history.
 */
export function takeLinkToken(): string | null {
  const url = new URL(window.location.href)
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? url.searchParams.get('token')
  if (token) {
    url.hash = ''
    url.searchParams.delete('token')
    window.history.replaceState(window.history.state, '', url.pathname + url.search)
  }
  return token
}
