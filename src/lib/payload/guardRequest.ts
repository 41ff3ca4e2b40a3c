import { payloadErrorStatus } from '@/lib/auth/payloadErrors'
import { isDatabaseUnavailable } from '@/lib/db/unavailable'
import { databaseUnavailableResponse } from '@/lib/db/unavailableResponse'

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/** The largest body checked, in bytes; Payload's own limit for multipart bodies (50 MB). */
export const MAX_CHECKED_BODY_BYTES = 50 * 1024 * 1024

/**
 * Payload parses a multipart body only when the whole Content-Type matches this pattern
 * (its own rule for "eligible" uploads); any other multipart body fails inside Payload
 * with 500.
 */
const PARSABLE_MULTIPART =
  /multipart\/[\w'"()+,./:<=>?@[\\\]^-]+(?:; ?[\w'"()+,./:<=>?@[\\\]^-]*)+$/i

/** Methods whose body Payload reads before running an endpoint. */
const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])

type Verdict = { status: 400 | 413; message: string } | null

/**
 * Checks a request body the way Payload is about to read it and names the first problem:
 * - `application/json` (Payload's exact test) that is not JSON: 400;
 * - a Content-Type containing `multipart/` whose header Payload will not accept, whose
 *   body is not valid `multipart/form-data`, or whose `_payload` field (the JSON document
 *   the studio sends next to an upload) is not JSON: 400;
 * - a checked body larger than MAX_CHECKED_BODY_BYTES: 413.
 * Returns null for a body Payload can read, and for every other method or content type
 * (Payload does not read those). Reads a clone, so `request` keeps its body.
 */
export async function checkPayloadBody(request: Request): Promise<Verdict> {
  if (!BODY_METHODS.has(request.method.toUpperCase()) || !request.body) return null
  const header = request.headers.get('content-type') ?? ''
  const [contentType = ''] = header.split(';', 1)
  const isJson = contentType === 'application/json'
  const isMultipart = contentType.includes('multipart/')
  if (!isJson && !isMultipart) return null
  if (isMultipart && (!header.includes('boundary=') || !PARSABLE_MULTIPART.test(header)))
    return { status: 400, message: 'Invalid multipart Content-Type' }

  const body = await readAtMost(request.clone(), MAX_CHECKED_BODY_BYTES)
  if (!body) return { status: 413, message: 'Request body too large' }
  if (isJson) {
    const text = await body.text()
    return text && !parsesAsJson(text) ? { status: 400, message: 'Invalid JSON' } : null
  }
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': header } }).formData()
  } catch {
    return { status: 400, message: 'Invalid multipart body' }
  }
  const document = form.get('_payload')
  if (typeof document === 'string' && !parsesAsJson(document))
    return { status: 400, message: 'Invalid JSON in _payload' }
  return null
}

/**
 * Wraps one of Payload's own route handlers (REST or GraphQL under `/api/cms`) so that bad
 * input and outages answer like the product API instead of 500:
 * - a body Payload cannot read (`checkPayloadBody`): 400 or 413 JSON `{ message }`, before
 *   Payload sees it;
 * - an error the handler throws (Payload's GraphQL handler lets them escape): the database
 *   is unreachable, 503 JSON `{ message }` with Retry-After (seconds); a Payload error with
 *   a 4xx status, that status with its message; anything else 500 `{ message }`, logged.
 * Everything else is Payload's own answer, unchanged.
 */
export function guardPayloadRoute<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    try {
      const verdict = await checkPayloadBody(request)
      if (verdict) return Response.json({ message: verdict.message }, { status: verdict.status })
      return await handler(request, context)
    } catch (error) {
      if (isDatabaseUnavailable(error)) return databaseUnavailableResponse()
      const status = payloadErrorStatus(error)
      if (status !== null && status >= 400 && status < 500)
        return Response.json({ message: (error as Error).message }, { status })
      console.error(`[cms] ${request.method} ${new URL(request.url).pathname}:`, error)
      return Response.json({ message: 'Internal server error' }, { status: 500 })
    }
  }
}

/** The whole body, or null once it grows past `maxBytes`. */
async function readAtMost(request: Request, maxBytes: number): Promise<Blob | null> {
  const reader = request.body!.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return new Blob(chunks as BlobPart[])
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
