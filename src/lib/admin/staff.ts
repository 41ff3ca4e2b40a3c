import 'server-only'

import type { User } from '@payload-types'
import { jsonError } from '@/lib/api/respond'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { checkRole, isStaffUser } from '@/lib/auth/roles'
import { payloadClient } from '@/lib/payload'

/** Message of a 403 from the admin API. */
export const STAFF_ONLY_MESSAGE = 'Nur für Redaktion und Administratoren'
/** Message of a 403 from an admin-only action (editors included). */
export const ADMINS_ONLY_MESSAGE = 'Nur für Administratoren'

/**
 * The studio user of an admin API request (`/api/admin/...`): session cookie or
 * Bearer token of an admin or editor. Otherwise a ready answer: 401 `{ message }` for a
 * visitor, 403 for a signed-in user without a staff role.
 */
export async function staffFrom(
  request: Request,
): Promise<{ user: User } | { response: Response }> {
  const payload = await payloadClient()
  let user: User | null = null
  try {
    user = ((await payload.auth({ headers: request.headers })).user as User | null) ?? null
  } catch {
    user = null
  }
  if (!user) return { response: jsonError(401, AUTH_MESSAGES.notSignedIn) }
  if (!isStaffUser(user)) return { response: jsonError(403, STAFF_ONLY_MESSAGE) }
  return { user }
}

/**
 * The admin of an admin-only API request (users, invitation decisions): like `staffFrom`,
 * but editors get 403 `{ message: ADMINS_ONLY_MESSAGE }` too.
 */
export async function adminFrom(
  request: Request,
): Promise<{ user: User } | { response: Response }> {
  const staff = await staffFrom(request)
  if ('response' in staff) return staff
  if (!checkRole(['admin'], staff.user)) return { response: jsonError(403, ADMINS_ONLY_MESSAGE) }
  return staff
}
