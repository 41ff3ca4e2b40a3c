import { jsonError } from './respond'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps a product API route handler so that an unexpected failure (database down, bug)
 * answers 500 JSON `{ "message": "Internal server error" }` instead of an HTML error
 * page; the error itself goes to the server log only (never to the client).
 */
export function apiHandler<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname}:`, error)
      return jsonError(500, 'Internal server error')
    }
  }
}
