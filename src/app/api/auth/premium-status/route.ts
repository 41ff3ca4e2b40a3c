import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { readerFrom } from '@/lib/auth/reader'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/auth/premium-status: `{ hasPremium }` for the signed-in user
 * (`hasActiveMembership`); 401 `{ code, message }` when nobody is signed in. The flag
 * is false when the status cannot be determined, so a failed lookup answers
 * `{ hasPremium: false }` (and is logged) rather than an error.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  let reader
  try {
    reader = await readerFrom(request.headers)
  } catch (error) {
    console.error('[premium-status]', error)
    return jsonOk({ hasPremium: false }, { private: true })
  }
  if (!reader) return jsonError(401, 'not_signed_in')
  return jsonOk({ hasPremium: reader.hasPremium }, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
