import { isDatabaseUnavailable } from '@/lib/db/unavailable'
import { databaseUnavailableResponse } from '@/lib/db/unavailableResponse'

import { jsonError } from './respond'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps a product API route handler so that a failure never reaches the client as an
 * HTML error page or a stack trace:
 * - the database is unreachable (`isDatabaseUnavailable`): 503 JSON `{ code, message }` (German)
 *   with a `Retry-After` header in seconds, logged as one line since it is an outage, not
 *   a bug;
 * - anything else: 500 JSON `{ "message": "Internal server error" }`; the error itself
 *   goes to the server log only.
 * The wrapped handler never throws.
 */
export function apiHandler<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      const where = `${request.method} ${new URL(request.url).pathname}`
      if (isDatabaseUnavailable(error)) {
        console.warn(`[api] ${where}: database unavailable (${rootCause(error)})`)
        return databaseUnavailableResponse()
      }
      console.error(`[api] ${where}:`, error)
      return jsonError(500, 'internal_error', 'Internal server error')
    }
  }
}

/** `code: message` of the innermost `cause` of an error, for a one-line log entry. */
function rootCause(error: unknown): string {
  let root = error as { code?: unknown; message?: unknown; cause?: unknown } | null
  for (let i = 0; i < 8 && root?.cause && typeof root.cause === 'object'; i++)
    root = root.cause as typeof root
  return [root?.code, root?.message].filter((part) => typeof part === 'string' && part).join(': ')
}
