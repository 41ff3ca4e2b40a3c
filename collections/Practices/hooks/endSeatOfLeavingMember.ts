import type { CollectionAfterDeleteHook } from 'payload'

import type { PracticeMember } from '@payload-types'
import { endSeatMemberships } from '@/lib/practices/seatAssignment'

const idOf = (value: number | { id: number }): number =>
  typeof value === 'object' ? value.id : value

/**
 * A member who leaves or is removed (or whose practice is deleted) loses the practice's
 * team seat with the membership row: the premium it gave ends at once.
 */
export const endSeatOfLeavingMember: CollectionAfterDeleteHook<PracticeMember> = async ({
  doc,
  req,
}) => {
  if (doc.seat) await endSeatMemberships(req.payload, idOf(doc.practice), idOf(doc.user), req)
}
