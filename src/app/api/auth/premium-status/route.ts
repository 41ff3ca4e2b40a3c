import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { hasPremium } from '@/lib/auth/authUser'
import { readerFrom } from '@/lib/auth/reader'

/**
 * GET /api/auth/premium-status (spec §7): `{ hasPremium }` for the signed-in user;
 * 401 `{ message }` when nobody is signed in.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const user = await readerFrom(request.headers)
  if (!user) return jsonError(401, 'Not signed in')
  return jsonOk({ hasPremium: hasPremium(user) }, { private: true })
})
