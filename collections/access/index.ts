import type { Access, FieldAccess, Where } from 'payload'

import { canReadFullBody } from '@/lib/articles/premium'
import { requestHasPremium } from '@/lib/membership/reads'

import { checkRole, isStaffUser } from '@/lib/auth/roles'

/** Everyone, signed in or not. */
export const anyone: Access = () => true

/** Admins only. */
export const isAdmin: Access = ({ req }) => checkRole(['admin'], req.user)

/** Admins and editors (the studio staff). */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** Field-level: admins only (e.g. `roles`). */
export const isAdminField: FieldAccess = ({ req }) => checkRole(['admin'], req.user)

/**
 * Field-level: written by the server only (jobs and routes through the Local API, which
 * skip access), never through REST, GraphQL or the studio's form, e.g. the counters of a
 * newsletter send. A value sent for such a field is dropped; on create the default holds.
 */
export const serverWritten = { create: () => false, update: () => false } as const

/** Field-level: admins and editors (e.g. internal notes that the document's owner must not see). */
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)

/** Admins see every user; anyone else only themselves (row-level `Where`). */
export const adminOrSelf: Access = ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  return { id: { equals: req.user.id } } satisfies Where
}

/** Staff read drafts; everyone else only published documents. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } } satisfies Where
}

/** Documents with a `user` field (memberships, CME credits, doctor profiles): admins all; a signed-in user only their own. */
export const adminOrOwner: Access = ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  return { user: { equals: req.user.id } } satisfies Where
}

/**
 * Field-level: the paid parts of an article (body and the AI fields condensed from it) in
 * Payload's REST and GraphQL answers, by the same rule as the product API:
 * free articles to everyone, premium ones to staff and members.
 */
export const premiumContentAccess: FieldAccess = async ({ req, doc }) =>
  canReadFullBody(
    req.user ? { ...req.user, hasPremium: await requestHasPremium(req) } : null,
    doc ?? {},
  )

/** Studio navigation: hide a collection from everyone but admins (e.g. users, codes, memberships). */
export const hiddenUnlessAdmin = ({ user }: { user: unknown }): boolean =>
  !checkRole(['admin'], user as Parameters<typeof checkRole>[1])

/** Nobody through the API; the server writes with `asServer` (jobs, logs). */
export const nobody: Access = () => false
