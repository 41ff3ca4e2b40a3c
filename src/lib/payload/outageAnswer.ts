import type { AfterErrorHook } from 'payload'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '@/lib/db/unavailable'

/**
 * Marks a GraphQL error caused by an unreachable database (`extensions.code`), so that
 * `guardPayloadRoute` can answer the whole GraphQL request with 503.
 */
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE'

/**
 * Payload's REST and GraphQL answers while PostgreSQL cannot be reached, as the product
 * API's: REST 503 `{ code: 'service_unavailable', message }` (German) with `Retry-After` (seconds) instead of 500
 * "Something went wrong."; a GraphQL error gets `extensions.code` DATABASE_UNAVAILABLE_CODE
 * and the same message. Every other error keeps Payload's answer.
 */
export const databaseOutageAnswer: AfterErrorHook = ({ error, req, graphqlResult }) => {
  const cause = (error as { originalError?: unknown }).originalError ?? error
  if (!isDatabaseUnavailable(cause) && !isDatabaseUnavailable(error)) return
  if (graphqlResult)
    return {
      graphqlResult: {
        ...graphqlResult,
        message: DATABASE_UNAVAILABLE_MESSAGE,
        extensions: { ...graphqlResult.extensions, code: DATABASE_UNAVAILABLE_CODE },
      },
    }
  req.responseHeaders = new Headers({
    ...Object.fromEntries(req.responseHeaders ?? []),
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  })
  return {
    response: { code: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
    status: 503,
  }
}
