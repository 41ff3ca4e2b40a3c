import type { z } from 'zod'

import { readTextAtMost } from '@/lib/http/boundedBody'

import { jsonError } from './respond'

/** Largest JSON body the product API reads (bytes); account forms are far smaller. */
export const MAX_JSON_BODY_BYTES = 16 * 1024

/**
 * Reads and validates a JSON request body (an empty body counts as `{}`). Answers 413
 * `{ code, message }` for a body larger than `maxBytes` (default MAX_JSON_BODY_BYTES) — decided
 * from `Content-Length` before anything is read, or while reading a chunked body, which is
 * then cancelled —, 415 for a non-empty body not sent as `application/json` (a cross-site
 * HTML form can only send form or `text/plain` bodies without a CORS preflight, so this
 * also blocks forged requests), 400 for a body that is not JSON, and 400
 * `{ message, issues }` (message = the first issue's text, already in German for the
 * account schemas) when `schema` rejects it.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<{ data: z.output<S> } | { response: Response }> {
  const text = await readTextAtMost(request, maxBytes)
  if (text === null) return { response: jsonError(413, 'body_too_large', 'Request body too large') }
  if (text.trim() && !isJsonContentType(request.headers.get('content-type')))
    return {
      response: jsonError(415, 'invalid_body', 'Request body must be sent as application/json'),
    }
  let raw: unknown
  try {
    raw = text.trim() ? JSON.parse(text) : {}
  } catch {
    return { response: jsonError(400, 'invalid_body', 'Request body must be JSON') }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success)
    return {
      response: jsonError(
        400,
        'invalid_input',
        parsed.error.issues[0]?.message ?? 'Invalid input',
        parsed.error.issues,
      ),
    }
  return { data: parsed.data }
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
function isJsonContentType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}
