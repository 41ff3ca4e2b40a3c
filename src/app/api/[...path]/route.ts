import { jsonError } from '@/lib/api/respond'

/** Any unknown `/api/...` path: 404 `{ code, message }` (JSON, not the HTML 404 page). */
function notFound(): Response {
  return jsonError(404, 'not_found')
}

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
