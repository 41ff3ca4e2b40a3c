/** Roles of a `users` document (what each may do: docs/product.md, "Readers and accounts"). */
export const ROLES = ['admin', 'editor', 'doctor'] as const
export type Role = (typeof ROLES)[number]

/** Anything that may carry roles: a user document, a session user, or nobody. */
export type WithRoles = { roles?: readonly (Role | string)[] | null } | null | undefined

/** True when the user holds at least one of `roles`. */
export function checkRole(roles: readonly Role[], user: WithRoles): boolean {
  return Boolean(user?.roles?.some((r) => (roles as readonly string[]).includes(r)))
}

/** Admins and editors: the studio staff. */
export function isStaffUser(user: WithRoles): boolean {
  return checkRole(['admin', 'editor'], user)
}
