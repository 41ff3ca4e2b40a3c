import { apiHandler } from '@/lib/api/handler'
import { jsonOk } from '@/lib/api/respond'
import { authModeAnswer } from '@/lib/auth/mode'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/auth/config: the auth mode of this server (`AuthModeAnswer`), read from the
 * environment at request time, so switching NEXT_PUBLIC_SUPABASE_URL / _ANON_KEY and
 * restarting switches the browser too, without a rebuild. The anon key is public by design.
 */
export const GET = apiHandler(async (): Promise<Response> => {
  return jsonOk(authModeAnswer(), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
