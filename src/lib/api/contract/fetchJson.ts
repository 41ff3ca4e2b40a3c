/**
 * The one way the browser calls the product API: `fetchJson` sends the session cookie,
 * sends and reads JSON, and turns every non-2xx answer into an `ApiError`. Each resource
 * module beside this file builds its typed fetchers on it.
 */

/**
 * A failed product API call. `status` is the HTTP status (0 when the server was not
 * reached); `code` is the answer's stable error code (`API_ERRORS` in `lib/api/errorCodes`),
 * null when it had none; `message` is the server's `message` (German), or the status as
 * text when the answer had none; `userMessage` is that message when it is meant for users,
 * null for a 500 (whose message is the generic English 'Internal server error') or a
 * network failure. Screens show the reader's translation of `code` (`useApiErrorText`)
 * and `userMessage` only when the catalogue has none.
 */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public userMessage: string | null = message,
    public code: string | null = null,
  ) {
    super(message)
  }
}

/** The methods that send a JSON body. */
type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Calls a product API endpoint with the session cookie and returns its JSON answer typed
 * as the contract says (`T`). With `body` the request is a `POST` with
 * `content-type: application/json`, else a `GET`; `method` names another (`PUT`, `PATCH`,
 * `DELETE`). Throws `ApiError` for a non-2xx answer and for a network failure (status 0).
 */
export async function fetchJson<T>(url: string, body?: unknown, method?: SendMethod): Promise<T> {
  const send = body !== undefined
  const res = await fetch(url, {
    method: method ?? (send ? 'POST' : 'GET'),
    credentials: 'include',
    headers: send ? { 'content-type': 'application/json' } : undefined,
    body: send ? JSON.stringify(body) : undefined,
  }).catch(() => {
    throw new ApiError(0, 'Network error', null)
  })
  const json = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null
  if (res.ok) return json as T
  const text = typeof json?.message === 'string' ? json.message : null
  const code = typeof json?.code === 'string' ? json.code : null
  throw new ApiError(res.status, text ?? `${res.status}`, res.status === 500 ? null : text, code)
}

/**
 * Outcome of a JSON call for forms: the answer, or the status, the error code and the
 * server's user-facing message (the fallback when the catalogue has no text for the code).
 */
export type JsonCallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code?: string | null; message: string | null }

/**
 * POSTs `body` as JSON (`fetchJson`; `method` names another) and never throws: a failure
 * gives `{ ok: false, status, code, message }` (`message` null for a 500 or a network
 * failure, so the form shows its generic 'Ein Fehler ist aufgetreten…').
 */
export function postJson<T = { message: string }>(
  path: string,
  body: unknown,
  { method = 'POST' }: { method?: SendMethod } = {},
): Promise<JsonCallResult<T>> {
  return sendJson<T>(path, body, method)
}

/** As `postJson`, with `PUT`: replaces or changes the resource at `path`. */
export function putJson<T>(path: string, body: unknown): Promise<JsonCallResult<T>> {
  return sendJson<T>(path, body, 'PUT')
}

/** Sends `body` as JSON with `method` and turns a thrown `ApiError` into `{ ok: false, … }`. */
async function sendJson<T>(
  path: string,
  body: unknown,
  method: SendMethod,
): Promise<JsonCallResult<T>> {
  try {
    return { ok: true, data: await fetchJson<T>(path, body ?? {}, method) }
  } catch (error) {
    const { status = 0, userMessage = null, code = null } = error as Partial<ApiError>
    return { ok: false, status, code, message: userMessage }
  }
}
