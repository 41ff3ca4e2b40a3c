'use client'

/** Outcome of an account call: the JSON answer, or the API's `message` (German) on failure. */
export type AuthCallResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null }

/**
 * POSTs JSON to an account endpoint (`/api/auth/*`) with the session cookie. Never
 * throws: a network failure gives `{ ok: false, status: 0, message: null }` so the form
 * shows the generic error (spec §8 'Ein Fehler ist aufgetreten…').
 */
export async function postAuth<T = { message: string }>(path: string, body: unknown): Promise<AuthCallResult<T>> {
  try {
    const res = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const json = (await res.json().catch(() => null)) as (T & { message?: string }) | null
    if (res.ok) return { ok: true, data: json as T }
    // 500 carries only the generic English 'Internal server error'; other answers carry a message meant for the user.
    return { ok: false, status: res.status, message: typeof json?.message === 'string' && res.status !== 500 ? json.message : null }
  } catch {
    return { ok: false, status: 0, message: null }
  }
}

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
