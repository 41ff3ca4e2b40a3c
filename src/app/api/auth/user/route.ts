import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { toAuthUser } from '@/lib/auth/authUser'
import { readerFrom } from '@/lib/auth/reader'
import { methodsNotAllowed } from '@/lib/api/methods'
import { SUPABASE_LINK_ERRORS, supabaseLinkPending } from '@/lib/auth/supabase/link'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/auth/user: the signed-in user (session cookie or
 * `Authorization: Bearer <token>`) as `{ id, email, user_metadata, created_at,
 * email_confirmed_at, hasPremium }`; 401 `{ code, message }` when nobody is signed in.
 * Supabase mode: 409 `{ code: 'supabaseLinkRequired', message }` when the request carries
 * a valid Supabase token whose address belongs to an existing journal account that is not
 * linked to it yet; its owner links it with `POST /api/auth/supabase/link` (journal
 * password).
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const user = await readerFrom(request.headers)
  if (!user && (await supabaseLinkPending(await payloadClient(), request.headers))) {
    const { status, message } = SUPABASE_LINK_ERRORS.supabaseLinkRequired
    return jsonError(status, 'supabaseLinkRequired', message)
  }
  if (!user) return jsonError(401, 'not_signed_in')
  return jsonOk(toAuthUser(user, user.hasPremium), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
