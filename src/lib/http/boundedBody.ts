/**
 * Request bodies are limited before they are read: a handler first compares the declared
 * `Content-Length` with its limit and answers 413 without reading anything, and reads a
 * body without a declared length (chunked) only up to the limit, cancelling the upload as
 * soon as it grows past it. So no request can make the server hold more than a handler's
 * limit in memory. The limits themselves are documented in docs/security.md.
 */

/**
 * Bodies up to this size (bytes) pass through `src/proxy.ts`, which Next buffers for it
 * (`experimental.proxyClientMaxBodySize` in next.config.mjs has the same number, and its
 * matcher lets larger declared bodies skip the proxy). Anonymous requests never get more.
 */
export const PROXY_MAX_BODY_BYTES = 1_000_000

/**
 * The body size a request declares in `Content-Length`, in bytes: `null` when the header
 * is absent (a chunked body), `Infinity` when it is not a plain decimal number (treated
 * as too large by every limit).
 */
export function declaredBodyBytes(headers: Headers): number | null {
  const value = headers.get('content-length')
  if (value === null) return null
  return /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : Infinity
}

/** True when the request declares a body larger than `maxBytes`. */
export function declaresMoreThan(headers: Headers, maxBytes: number): boolean {
  const declared = declaredBodyBytes(headers)
  return declared !== null && declared > maxBytes
}

/**
 * Reads the whole body of `request` (an empty `Uint8Array` when it has none), or returns
 * `null` as soon as it is larger than `maxBytes` (declared or while reading; the rest of
 * the upload is cancelled, never buffered). Consumes the body: pass a clone to keep it.
 */
export async function readBodyAtMost(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | null> {
  if (declaresMoreThan(request.headers, maxBytes)) return null
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Not awaited: on a clone (`request.clone()`), cancelling settles only once the
      // other branch is cancelled too.
      void reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** `readBodyAtMost` as UTF-8 text (invalid sequences become U+FFFD), or `null` when too large. */
export async function readTextAtMost(request: Request, maxBytes: number): Promise<string | null> {
  const body = await readBodyAtMost(request, maxBytes)
  return body === null ? null : new TextDecoder().decode(body)
}
