import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './unavailable'

/**
 * The answer while the database is unreachable: 503 JSON `{ code: 'service_unavailable', message }` (German) with
 * `Retry-After` in seconds (DATABASE_RETRY_AFTER_SECONDS) and `Cache-Control: no-store`,
 * so no cache keeps the outage after the database is back.
 */
export function databaseUnavailableResponse(): Response {
  return Response.json(
    { code: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
    {
      status: 503,
      headers: {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      },
    },
  )
}
