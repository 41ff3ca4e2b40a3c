import 'server-only'

import type { User } from '@payload-types'
import { jsonError } from '@/lib/api/respond'
import type { Guard } from '@/lib/api/route'
import { checkRole, isStaffUser } from '@/lib/auth/roles'
import { payloadClient } from '@/lib/payload'

/** Message of a 403 from the admin API. */
export const STAFF_ONLY_MESSAGE = 'Nur für Redaktion und Administratoren'
/** Message of a 403 from an admin-only action (editors included). */
export const ADMINS_ONLY_MESSAGE = 'Nur für Administratoren'

/** The studio user of a request (journal session cookie or Bearer token), or null. */
async function studioUser(request: Request): Promise<User | null> {
  const payload = await payloadClient()
  try {
    return ((await payload.auth({ headers: request.headers })).user as User | null) ?? null
  } catch {
    return null
  }
}

/**
 * Guard of the admin API (`/api/admin/...`): hands over `{ user }` for an admin or editor;
 * otherwise 401 `{ code, message }` for a visitor, 403 `{ message: STAFF_ONLY_MESSAGE }` for a
 * signed-in user without a staff role.
 */
export const staffOnly: Guard<{ user: User }> = async (request) => {
  const user = await studioUser(request)
  if (!user) return jsonError(401, 'not_signed_in')
  if (!isStaffUser(user)) return jsonError(403, 'not_permitted', STAFF_ONLY_MESSAGE)
  return { user }
}

/**
 * Guard of admin-only actions (users, invitation decisions, connection tests): like
 * `staffOnly`, but editors get 403 `{ message: ADMINS_ONLY_MESSAGE }` too.
 */
export const adminsOnly: Guard<{ user: User }> = async (request, params) => {
  const staff = await staffOnly(request, params)
  if (staff instanceof Response) return staff
  if (!checkRole(['admin'], staff.user)) return jsonError(403, 'not_permitted', ADMINS_ONLY_MESSAGE)
  return staff
}
