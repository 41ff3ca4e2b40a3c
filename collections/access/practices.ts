import type { Access, Field, FieldAccess, Where } from 'payload'

import { checkRole } from '@/lib/auth/roles'
import { dentistsSharingWithReader, readerPractices } from '@/lib/practices/readerPractices'
import type { Sharing } from '@/lib/practices/vocabulary'

/*
 * Who may read what of practices and of the dentists in them. One rule decides what a
 * practice sees of a dentist — "member of a practice with consent" (`sharedWithPractice`)
 * — and Payload's REST and GraphQL API, the studio and the product API (which reads as the
 * reader) all go through it.
 */

const ownerId = (doc: unknown): number | undefined => {
  const user = (doc as { user?: unknown } | undefined)?.user
  if (user === undefined || user === null) return undefined
  return typeof user === 'object' ? Number((user as { id: unknown }).id) : Number(user)
}

/**
 * Rows with a `user` field (CME credits, external certificates): admins all; a signed-in
 * reader their own, plus those of the dentists who let a practice the reader owns or
 * manages see at least `level` (the uploaded file itself: `certificates`).
 */
export function sharedWithPractice(level: Sharing): Access {
  return async ({ req, isReadingStaticFile }) => {
    if (checkRole(['admin'], req.user)) return true
    if (!req.user) return false
    // An uploaded file (Payload's file route) is a certificate: `certificates` consent.
    const needed = isReadingStaticFile ? 'certificates' : level
    const shared = await dentistsSharingWithReader(req, needed)
    const own: Where = { user: { equals: req.user.id } }
    return shared.length ? { or: [own, { user: { in: shared } }] } : own
  }
}

/**
 * Field-level, for a row `sharedWithPractice` lets through at a lower level: the field is
 * read by admins, the row's owner, and a practice the owner shares at least `level` with.
 */
export function fieldSharedWithPractice(level: Sharing): FieldAccess {
  return async ({ req, doc }) => {
    if (checkRole(['admin'], req.user)) return true
    if (!req.user) return false
    const owner = ownerId(doc)
    if (owner === req.user.id) return true
    const allowed = await dentistsSharingWithReader(req, level)
    if (owner !== undefined) return allowed.includes(owner)
    // No document: Payload asks whether the field may be used in a query. Only when the
    // reader sees no row below `level`, or a query could find rows by what it withholds.
    const seen = await dentistsSharingWithReader(req, 'status')
    return seen.every((id) => allowed.includes(id))
  }
}

/** Practices: admins all; everyone else the practices they belong to (any role). */
export const memberOfPractice: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  return { id: { in: (await readerPractices(req)).all } }
}

/** Practices: admins, and the owners and managers of the practice. */
export const managerOfPractice: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  return { id: { in: (await readerPractices(req)).managed } }
}

/** Practices: admins, and the owner (managers see the same but cannot delete). */
export const ownerOfPractice: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  return { id: { in: (await readerPractices(req)).owned } }
}

/** Dentists (and admins) may found a practice; the founder becomes its owner. */
export const dentistsOnly: Access = ({ req }) => checkRole(['doctor', 'admin'], req.user)

/**
 * Members and invitations: admins all; the reader's own member rows, and every row of the
 * practices the reader owns or manages.
 */
export const ownRowOrManagedPractice: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  const { managed } = await readerPractices(req)
  const own: Where = { user: { equals: req.user.id } }
  return managed.length ? { or: [own, { practice: { in: managed } }] } : own
}

/** Invitations: admins, and the owners and managers of the invitation's practice. */
export const invitationsOfManagedPractice: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  return { practice: { in: (await readerPractices(req)).managed } }
}

/**
 * Member rows that may be deleted: admins any; a member their own row (leaving) and an
 * owner any other row of their practice (removing). The owner's own row goes with the
 * practice, never alone.
 */
export const leaveOrRemove: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  const { owned } = await readerPractices(req)
  const notOwner: Where = { role: { not_equals: 'owner' } }
  const mine: Where = { and: [{ user: { equals: req.user.id } }, notOwner] }
  return owned.length ? { or: [mine, { and: [{ practice: { in: owned } }, notOwner] }] } : mine
}

/** Member rows: a member changes their own row (their sharing); admins any. */
export const ownMemberRow: Access = ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user) return false
  return { user: { equals: req.user.id } }
}

/** Field-level: only the member themself writes it (the sharing: consent is theirs alone). */
export const memberThemself: FieldAccess = ({ req, doc }) =>
  Boolean(req.user) && ownerId(doc) === req.user?.id

/**
 * The fields of a CME record (every named field but `kept`) that a practice reads only
 * with `certificates` consent; with `status` consent it reads the `kept` ones (owner,
 * day, points), enough to count the period.
 */
export function withholdBelowCertificates<F extends Field>(fields: F[], kept: string[]): F[] {
  const read = fieldSharedWithPractice('certificates')
  return fields.map((field) =>
    'name' in field && !kept.includes(field.name)
      ? ({ ...field, access: { ...(field as { access?: object }).access, read } } as F)
      : field,
  )
}

/** The file fields Payload adds to an upload collection, with their types. */
const UPLOAD_FIELDS = {
  filename: 'text',
  url: 'text',
  thumbnailURL: 'text',
  mimeType: 'text',
  filesize: 'number',
  width: 'number',
  height: 'number',
  focalX: 'number',
  focalY: 'number',
} as const

/**
 * Read rules for the file fields Payload adds to an upload collection (name, address,
 * type, size): Payload merges a field declared with the same name into its own, so a
 * practice with only `status` consent reads none of them. The file itself is refused by
 * `sharedWithPractice` (Payload asks it with `isReadingStaticFile`).
 */
export function fileFieldsBelowCertificates(): Field[] {
  const read = fieldSharedWithPractice('certificates')
  return Object.entries(UPLOAD_FIELDS).map(
    ([name, type]) => ({ name, type, access: { read } }) as Field,
  )
}
