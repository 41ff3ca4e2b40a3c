import type { User } from '@payload-types'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { isStaffUser } from '@/lib/auth/roles'
import { PROXY_MAX_BODY_BYTES, readTextAtMost } from '@/lib/http/boundedBody'
import { payloadClient } from '@/lib/payload'

import { spendAnonymousBudget } from './anonymousBudget'
import { measureGraphql } from './graphqlCost'
import { ceilingMessage, restCeilingBreach, type CeilingBreach } from './readCeilings'

/** Payload's header for a POST that is a GET with its query string in the body. */
const METHOD_OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']

/**
 * The query string Payload will read for a REST request: the URL's, or for a POST that
 * overrides its method to GET with a form body, the URL Payload builds from both (its
 * `handleEndpoints`: `${url}?${body}`).
 */
async function effectiveSearch(request: Request): Promise<string> {
  const overridden =
    request.method.toUpperCase() === 'POST' &&
    METHOD_OVERRIDE_HEADERS.some((name) => request.headers.get(name) === 'GET') &&
    request.headers.get('content-type') === 'application/x-www-form-urlencoded'
  if (!overridden) return new URL(request.url).search
  const body = (await readTextAtMost(request.clone(), PROXY_MAX_BODY_BYTES)) ?? ''
  return new URL(`${request.url}?${body}`).search
}

/** What a request costs of the visitors' budget and the ceiling it breaks, if any. */
async function measure(
  request: Request,
  graphql: boolean,
): Promise<{ points: number; refusal: CeilingBreach | 'too_costly' | null }> {
  if (!graphql) return { points: 1, refusal: restCeilingBreach(await effectiveSearch(request)) }
  let body: unknown = null
  try {
    body = JSON.parse((await readTextAtMost(request.clone(), PROXY_MAX_BODY_BYTES)) ?? '')
  } catch {
    // Not JSON: Payload's GraphQL handler answers 400 itself.
  }
  const measured = measureGraphql(body)
  return { points: measured?.rootFields ?? 1, refusal: measured?.refusal ?? null }
}

/** Whether a request carries a session cookie or a token: it may come from a signed-in user. */
const hasCredentials = (request: Request): boolean =>
  request.headers.has('authorization') || request.headers.has('cookie')

/** The user behind a request's cookie or Bearer token, asked of the database at most once. */
function lazyReader(request: Request): () => Promise<User | null> {
  let reader: Promise<User | null> | undefined
  return () => {
    if (!hasCredentials(request)) return Promise.resolve(null)
    reader ??= payloadClient()
      .then((payload) => payload.auth({ headers: request.headers }))
      .then(({ user }) => (user as User | null) ?? null)
    return reader
  }
}

/**
 * The limits on reads through Payload's REST and GraphQL API (`/api/cms`) for everyone
 * but staff, checked before Payload runs the request (docs/security.md, "Reads"):
 * - a REST query string or GraphQL list argument beyond READ_CEILINGS (`limit` outside
 *   1..100, `pagination=false`, `depth` above 2), or a GraphQL request beyond
 *   GRAPHQL_LIMITS (root fields and aliases, fields, nesting): 400
 *   `{ code: 'query_too_expensive', message }`;
 * - a visitor past CMS_ANONYMOUS_BUDGET for the client's IP (`clientIp`): 429
 *   `{ code: 'rate_limited', message }` with `Retry-After` (seconds). Requests without a
 *   cookie or token spend one budget per IP; requests with one spend a second budget, and
 *   past it only those whose credentials name a user go on, so a made-up token buys
 *   nothing and signed-in users behind the same address never take from the visitors'.
 * Answers null when the request may go on. Who sent the request is asked of the database
 * only when one of these would refuse it.
 */
export async function readLimitsAnswer(
  request: Request,
  { graphql }: { graphql: boolean },
): Promise<Response | null> {
  const reader = lazyReader(request)
  const { points, refusal } = await measure(request, graphql)
  if (refusal && !isStaffUser(await reader()))
    return jsonError(400, 'query_too_expensive', ceilingMessage(refusal))
  const budget = hasCredentials(request) ? 'with-credentials' : 'visitor'
  const retryAfter = await spendAnonymousBudget(`${budget} ${clientIp(request.headers)}`, points)
  if (retryAfter !== null && !(await reader())) {
    const response = jsonError(429, 'rate_limited')
    response.headers.set('Retry-After', String(retryAfter))
    response.headers.set('Cache-Control', 'no-store')
    return response
  }
  return null
}
