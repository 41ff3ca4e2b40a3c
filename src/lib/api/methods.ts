import { NextResponse } from 'next/server'

/** The methods a product API route can answer. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const ALL_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

type Handler = () => Promise<Response>

/**
 * Handlers for the methods a route does not serve, so that they answer 405 JSON
 * `{ message: 'Method not allowed' }` with an `Allow` header (RFC 9110 §15.5.6) instead of
 * Next's empty 405. `allowed` are the route's own methods (HEAD comes with GET, OPTIONS
 * always). Use: `export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])`.
 */
export function methodsNotAllowed(allowed: readonly HttpMethod[]): Record<HttpMethod, Handler> {
  const allow = [...allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])), 'OPTIONS'].join(
    ', ',
  )
  const refuse: Handler = async () =>
    NextResponse.json(
      { code: 'method_not_allowed', message: 'Method not allowed' },
      { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } },
    )
  return Object.fromEntries(ALL_METHODS.map((method) => [method, refuse])) as Record<
    HttpMethod,
    Handler
  >
}
