import { z } from 'zod'

import { parseJsonBody } from './body'
import { apiHandler } from './handler'
import { idParam, queryOf } from './params'
import type { ApiErrorCode } from './errorCodes'
import { jsonError } from './respond'
import { isCrossSiteWrite } from './sameOrigin'

/** Path segments of a dynamic route as Next.js hands them over (`{ id: '7' }`). */
export type RawParams = Record<string, string | string[] | undefined>

/**
 * A check that runs first (who is asking, rate limits, whether a feature is set up): it
 * either stops the request with a ready answer (`Response`, e.g. 401/403/429/503 JSON
 * `{ code, message }`) or hands the route what it found (e.g. `{ user }`), which is spread into
 * the handler's context. It sees the raw path parameters for checks that need them (the
 * quiz guard answers 404 for an unknown article before it asks who reads).
 */
export type Guard<G extends object> = (request: Request, params: RawParams) => Promise<G | Response>

type Schema = z.ZodType

/** A route's own error for a failed check: a code, or a code with its German message. */
export type RouteError = ApiErrorCode | { code: ApiErrorCode; message: string }

const refuse = (status: number, error: RouteError, issues?: z.core.$ZodIssue[]) =>
  typeof error === 'string'
    ? jsonError(status, error, undefined, issues)
    : jsonError(status, error.code, error.message, issues)

/** Path parameters of a route with one numeric `[id]` segment (canonical decimal, see `idParam`). */
export const idParams = z.object({ id: idParam })

/** What a route checks before its handler runs; every part is optional. */
export type RouteSpec<
  G extends object,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> = {
  /** Runs first; see `Guard`. */
  guard?: Guard<G>
  /** Path parameters; any failure answers 404 with `notFound`. */
  params?: P
  /** The 404 for path parameters `params` rejects (default code `not_found`). */
  notFound?: RouteError
  /**
   * For path parameters that are input rather than a resource (a locale code): when given,
   * a `params` failure answers 400 with this error and its issues instead of the 404.
   */
  invalidParams?: RouteError
  /** Query string (first value of each key); a failure answers 400 `{ code: 'invalid_query', message, issues }`. */
  query?: Q
  /** The 400 for a query `query` rejects (default code `invalid_query`). */
  invalidQuery?: RouteError
  /**
   * Answer a rejected query with the first issue's own message (code `invalid_query`): for
   * query schemas whose every check carries a German message for the reader (the search).
   */
  explainInvalidQuery?: boolean
  /** JSON body read with `parseJsonBody` (415/413/400 `{ code, message }`). */
  body?: B
  /** Largest body in bytes (default `MAX_JSON_BODY_BYTES`). */
  maxBodyBytes?: number
  /**
   * One answer for every body failure (400 `{ code, message }`), for endpoints that
   * must not say more than "this link is invalid"; without it the failure's own answer.
   */
  invalidBody?: RouteError
}

type Parsed<S> = S extends Schema ? z.output<S> : undefined

/** What a route's handler gets: the request, the guard's findings and the parsed input. */
export type RouteContext<G extends object, P, Q, B> = G & {
  request: Request
  params: Parsed<P>
  query: Parsed<Q>
  body: Parsed<B>
}

/**
 * Builds a product API route handler from its checks and its work, in this order: a
 * cross-site browser request that would change state answers 403 (`isCrossSiteWrite`; the
 * proxy checks it too, but requests with large bodies skip the proxy), then the `guard`,
 * the path `params`, the `query`, the JSON `body`; the first check that fails answers and
 * the handler never runs. The result is wrapped in `apiHandler` (503 while the
 * database is down, 500 JSON for anything unexpected), so the handler may throw.
 *
 * ```ts
 * export const POST = route(
 *   { guard: admins, params: idParams, notFound: 'article_not_found', body: schema },
 *   async ({ user, params, body }) => jsonOk<Answer>(…),
 * )
 * ```
 */
export function route<
  G extends object = object,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  spec: RouteSpec<G, P, Q, B>,
  handler: (context: RouteContext<G, P, Q, B>) => Promise<Response>,
): (request: Request, context: { params: Promise<RawParams> }) => Promise<Response> {
  return apiHandler(async (request: Request, context: { params?: Promise<RawParams> }) => {
    if (isCrossSiteWrite(request))
      return jsonError(403, 'cross_site_refused', 'Cross-site request refused')
    const rawParams: RawParams = (await context?.params) ?? {}
    let found = {} as G
    if (spec.guard) {
      const outcome = await spec.guard(request, rawParams)
      if (outcome instanceof Response) return outcome
      found = outcome
    }
    let params: unknown = undefined
    if (spec.params) {
      const parsed = spec.params.safeParse(rawParams)
      if (!parsed.success)
        return spec.invalidParams
          ? refuse(400, spec.invalidParams, parsed.error.issues)
          : refuse(404, spec.notFound ?? 'not_found')
      params = parsed.data
    }
    let query: unknown = undefined
    if (spec.query) {
      const parsed = spec.query.safeParse(queryOf(request.url))
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const error: RouteError =
          spec.explainInvalidQuery && issue
            ? { code: 'invalid_query', message: issue.message }
            : (spec.invalidQuery ?? 'invalid_query')
        return refuse(400, error, parsed.error.issues)
      }
      query = parsed.data
    }
    let body: unknown = undefined
    if (spec.body) {
      const parsed = await parseJsonBody(request, spec.body, spec.maxBodyBytes)
      if ('response' in parsed)
        return spec.invalidBody ? refuse(400, spec.invalidBody) : parsed.response
      body = parsed.data
    }
    return handler({ ...found, request, params, query, body } as RouteContext<G, P, Q, B>)
  })
}
