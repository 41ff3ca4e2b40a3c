import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { toAuthUser } from '@/lib/auth/authUser'
import { readerFrom } from '@/lib/auth/reader'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/auth/user: the signed-in user (session cookie or
 * `Authorization: Bearer <token>`) as `{ id, email, user_metadata, created_at,
 * email_confirmed_at, hasPremium }`; 401 `{ message }` when nobody is signed in.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const user = await readerFrom(request.headers)
  if (!user) return jsonError(401, 'Not signed in')
  return jsonOk(toAuthUser(user, user.hasPremium), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
