/**
 * The one way the browser calls the product API: `fetchJson` sends the session cookie,
 * sends and reads JSON, and turns every non-2xx answer into an `ApiError`. Each resource
 * module beside this file builds its typed fetchers on it.
 */

/**
 * A failed product API call. `status` is the HTTP status (0 when the server was not
 * reached); `message` is the server's `{ message }` (German for users), or the status as
 * text when the answer had none; `userMessage` is that message when it is meant for users,
 * null for a 500 (whose message is the generic English 'Internal server error') or a
 * network failure.
 */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public userMessage: string | null = message,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Method and JSON body of a call; without `body` nothing is sent (GET by default). */
export type JsonRequest = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown }

/**
 * Calls a product API endpoint with the session cookie and returns its JSON answer typed
 * as the contract says (`T`). With `body` the request is `POST` (unless `method` says
 * otherwise) with `content-type: application/json`. Throws `ApiError` for a non-2xx answer
 * and for a network failure (status 0).
 */
export async function fetchJson<T>(url: string, init: JsonRequest = {}): Promise<T> {
  const hasBody = init.body !== undefined
  let res: Response
  try {
    res = await fetch(url, {
      method: init.method ?? (hasBody ? 'POST' : 'GET'),
      credentials: 'include',
      ...(hasBody
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }
        : {}),
    })
  } catch {
    throw new ApiError(0, 'Network error', null)
  }
  const json = (await res.json().catch(() => null)) as unknown
  if (res.ok) return json as T
  const message = (json as { message?: unknown } | null)?.message
  const text = typeof message === 'string' ? message : null
  throw new ApiError(res.status, text ?? `${res.status}`, res.status === 500 ? null : text)
}

/** Outcome of a JSON call for forms: the answer, or the status and the user-facing message. */
export type JsonCallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string | null }

/**
 * Runs a call that may throw `ApiError` and never throws itself: a failure gives
 * `{ ok: false, status, message }` (`message` null for a 500 or a network failure, so the
 * form shows its generic 'Ein Fehler ist aufgetreten…').
 */
export async function callResult<T>(call: Promise<T>): Promise<JsonCallResult<T>> {
  try {
    return { ok: true, data: await call }
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, status: error.status, message: error.userMessage }
    return { ok: false, status: 0, message: null }
  }
}

/** POSTs `body` as JSON (`fetchJson`) and reports the outcome as a `JsonCallResult`. */
export function postJson<T = { message: string }>(
  path: string,
  body: unknown,
): Promise<JsonCallResult<T>> {
  return callResult(fetchJson<T>(path, { method: 'POST', body }))
}
