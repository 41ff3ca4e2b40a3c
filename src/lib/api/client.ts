'use client'

/** Outcome of a JSON call: the answer, or the API's `message` (German) on failure. */
export type JsonCallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string | null }

/**
 * POSTs JSON to a product API endpoint with the session cookie. Never
 * throws: a network failure gives `{ ok: false, status: 0, message: null }` so the form
 * shows the generic error ('Ein Fehler ist aufgetreten…').
 */
export async function postJson<T = { message: string }>(
  path: string,
  body: unknown,
): Promise<JsonCallResult<T>> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await res.json().catch(() => null)) as (T & { message?: string }) | null
    if (res.ok) return { ok: true, data: json as T }
    // 500 carries only the generic English 'Internal server error'; other answers carry a message meant for the user.
    return {
      ok: false,
      status: res.status,
      message: typeof json?.message === 'string' && res.status !== 500 ? json.message : null,
    }
  } catch {
    return { ok: false, status: 0, message: null }
  }
}

/** A failed product API call: the HTTP status and the API's `message` (or the status). */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * GETs JSON from a product API endpoint with the session cookie (an SWR fetcher).
 * Throws `ApiError` with the status and the API's `message` on a non-2xx answer.
 */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' })
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null
  if (!res.ok)
    throw new ApiError(
      res.status,
      typeof body?.message === 'string' ? body.message : `${res.status}`,
    )
  return body as T
}
