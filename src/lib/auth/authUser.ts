import type { User } from '@payload-types'

/**
 * The signed-in user as the product API answers it (`GET /api/auth/user`):
 * names under `user_metadata`, ISO 8601 timestamps, `email_confirmed_at` null until the
 * address is verified, `hasPremium` merged in from the premium status, plus the roles.
 */
export type AuthUser = {
  id: number
  email: string
  user_metadata: { firstName: string | null; lastName: string | null }
  created_at: string
  email_confirmed_at: string | null
  hasPremium: boolean
  /** The user's own roles (admin, editor, doctor): the header shows staff the studio link. */
  roles: string[]
}

/** Maps a `users` document and its premium state (`hasActiveMembership`) to the product API's user shape. */
export function toAuthUser(user: User, hasPremium: boolean): AuthUser {
  return {
    id: user.id,
    email: user.email,
    user_metadata: { firstName: user.firstName ?? null, lastName: user.lastName ?? null },
    created_at: user.createdAt,
    email_confirmed_at: user.emailVerifiedAt ?? null,
    hasPremium,
    roles: user.roles ?? [],
  }
}
