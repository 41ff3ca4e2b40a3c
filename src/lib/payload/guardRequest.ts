import type { ApiErrorCode } from '@/lib/api/errorCodes'
import { jsonError } from '@/lib/api/respond'
import { isCrossSiteWrite } from '@/lib/api/sameOrigin'
import { payloadErrorStatus } from '@/lib/auth/payloadErrors'
import { isDatabaseUnavailable } from '@/lib/db/unavailable'
import { databaseUnavailableResponse } from '@/lib/db/unavailableResponse'
import {
  declaredBodyBytes,
  declaresMoreThan,
  PROXY_MAX_BODY_BYTES,
  readBodyAtMost,
} from '@/lib/http/boundedBody'
import { payloadClient } from '@/lib/payload'

import { DATABASE_UNAVAILABLE_CODE } from './outageAnswer'
import { readLimitsAnswer } from './readLimits'
import { isVersionsOfUnversioned } from './unversioned'

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * The largest body Payload may read, in bytes, for a signed-in user (Payload's own limit
 * for multipart bodies, 50 MB). Anonymous requests get PROXY_MAX_BODY_BYTES: the studio's
 * sign-in and password forms are a few hundred bytes.
 */
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

type Verdict = { status: 400 | 403 | 413; message: string } | null

const verdictCode = {
  400: 'invalid_body',
  403: 'cross_site_refused',
  413: 'body_too_large',
} as const satisfies Record<NonNullable<Verdict>['status'], ApiErrorCode>

/**
 * Whether the request comes from a signed-in user (session cookie or Bearer token, in
 * either auth mode): only they may send Payload more than PROXY_MAX_BODY_BYTES.
 */
async function isSignedIn(request: Request): Promise<boolean> {
  const { user } = await (await payloadClient()).auth({ headers: request.headers })
  return Boolean(user)
}

/**
 * Checks a request body the way Payload is about to read it and names the first problem:
 * - a browser request from another site (`isCrossSiteWrite`; the proxy checks this too,
 *   but large uploads do not pass through the proxy): 403;
 * - a body larger than PROXY_MAX_BODY_BYTES from a visitor who is not signed in, or
 *   larger than MAX_CHECKED_BODY_BYTES from anyone: 413 — decided from `Content-Length`
 *   before the body is read (and who is signed in is asked only then), or while reading a
 *   body without a declared length, which is cancelled at the limit;
 * - `application/json` (Payload's exact test) that is not JSON: 400;
 * - a Content-Type containing `multipart/` whose header Payload will not accept, whose
 *   body is not valid `multipart/form-data`, or whose `_payload` field (the JSON document
 *   the studio sends next to an upload) is not JSON: 400.
 * Returns null for a body Payload can read, and for every other method or content type
 * (Payload does not read those). Reads a clone, so `request` keeps its body.
 */
export async function checkPayloadBody(request: Request): Promise<Verdict> {
  if (!BODY_METHODS.has(request.method.toUpperCase()) || !request.body) return null
  if (isCrossSiteWrite(request)) return { status: 403, message: 'Cross-site request refused' }
  const declared = declaredBodyBytes(request.headers)
  const limit =
    declared !== null && declared > PROXY_MAX_BODY_BYTES && (await isSignedIn(request))
      ? MAX_CHECKED_BODY_BYTES
      : PROXY_MAX_BODY_BYTES
  if (declaresMoreThan(request.headers, limit))
    return { status: 413, message: 'Request body too large' }

  const header = request.headers.get('content-type') ?? ''
  const [contentType = ''] = header.split(';', 1)
  const isJson = contentType === 'application/json'
  const isMultipart = contentType.includes('multipart/')
  if (!isJson && !isMultipart) return null
  if (isMultipart && (!header.includes('boundary=') || !PARSABLE_MULTIPART.test(header)))
    return { status: 400, message: 'Invalid multipart Content-Type' }

  const body = await readBodyAtMost(request.clone(), limit)
  if (!body) return { status: 413, message: 'Request body too large' }
  if (isJson) {
    const text = new TextDecoder().decode(body)
    return text && !parsesAsJson(text) ? { status: 400, message: 'Invalid JSON' } : null
  }
  let form: FormData
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': header } }).formData()
  } catch {
    return { status: 400, message: 'Invalid multipart body' }
  }
  const document = form.get('_payload')
  if (typeof document === 'string' && !parsesAsJson(document))
    return { status: 400, message: 'Invalid JSON in _payload' }
  return null
}

/** True when a GraphQL answer reports an unreachable database (see `databaseOutageAnswer`). */
async function reportsOutage(response: Response): Promise<boolean> {
  if (!response.headers.get('content-type')?.includes('json')) return false
  try {
    const { errors } = (await response.clone().json()) as {
      errors?: { extensions?: { code?: unknown } }[]
    }
    return Boolean(errors?.some((e) => e.extensions?.code === DATABASE_UNAVAILABLE_CODE))
  } catch {
    return false
  }
}

/**
 * Wraps one of Payload's own route handlers (REST or GraphQL under `/api/cms`) so that bad
 * input and outages answer like the product API instead of 500:
 * - a body Payload cannot read (`checkPayloadBody`): 400, 403 or 413 JSON `{ code, message }`,
 *   before Payload sees it;
 * - a read beyond the ceilings for anyone but staff, or a visitor past the per-IP budget
 *   (`readLimitsAnswer`): 400 `query_too_expensive` or 429 `rate_limited` with Retry-After;
 * - the versions of a collection or global that keeps none (`isVersionsOfUnversioned`),
 *   and a file route whose name reaches outside the collection's folder
 *   (`namesFileOutsideCollection`): 404 JSON `{ code, message }`;
 * - a GraphQL answer (`graphql`) whose errors report an unreachable database: 503 JSON
 *   `{ code, message }` with Retry-After (seconds), instead of 200 with `errors`;
 * - an error the handler throws (Payload's GraphQL handler lets them escape): the database
 *   is unreachable, 503 JSON `{ code, message }` with Retry-After (seconds); a Payload error with
 *   a 4xx status, that status with its message; anything else 500 `{ code, message }`, logged.
 * Everything else is Payload's own answer, unchanged.
 */
export function guardPayloadRoute<C>(
  handler: RouteHandler<C>,
  { graphql = false }: { graphql?: boolean } = {},
): RouteHandler<C> {
  return async (request, context) => {
    try {
      const { pathname } = new URL(request.url)
      if (namesFileOutsideCollection(pathname)) return jsonError(404, 'not_found', 'Not Found')
      if (
        pathname.includes('/versions') &&
        isVersionsOfUnversioned(await payloadClient(), pathname)
      )
        return jsonError(404, 'not_found', 'Not Found')
      const verdict = await checkPayloadBody(request)
      if (verdict) return jsonError(verdict.status, verdictCode[verdict.status], verdict.message)
      const limited = await readLimitsAnswer(request, { graphql })
      if (limited) return limited
      const response = await handler(request, context)
      if (graphql && (await reportsOutage(response))) return databaseUnavailableResponse()
      return response
    } catch (error) {
      if (isDatabaseUnavailable(error)) return databaseUnavailableResponse()
      const status = payloadErrorStatus(error)
      if (status !== null && status >= 400 && status < 500)
        return jsonError(status, codeOfStatus(status), (error as Error).message)
      console.error(`[cms] ${request.method} ${new URL(request.url).pathname}:`, error)
      return jsonError(500, 'internal_error', 'Internal server error')
    }
  }
}

/**
 * True for Payload's file route (`/api/cms/{collection}/file/{name}`) when the file name,
 * once decoded, names a folder or climbs out of one (a slash or backslash in it, or `..`,
 * e.g. `cme-certificates%2F…`): Payload would join it to the collection's directory and
 * serve another collection's files. Upload names never contain these.
 */
function namesFileOutsideCollection(pathname: string): boolean {
  const match = /^\/api\/cms\/[^/]+\/file\/(.+)$/.exec(pathname)
  if (!match) return false
  let name: string
  try {
    name = decodeURIComponent(match[1]!)
  } catch {
    return true
  }
  return /[/\\]/.test(name) || name === '..' || name === '.'
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The error code of a Payload error's 4xx `status`. */
function codeOfStatus(status: number): ApiErrorCode {
  if (status === 401) return 'not_signed_in'
  if (status === 403) return 'not_permitted'
  if (status === 404) return 'not_found'
  if (status === 413) return 'body_too_large'
  if (status === 429) return 'rate_limited'
  return 'invalid_input'
}
