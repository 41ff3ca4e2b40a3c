import { Forbidden, NotFound, type Payload, type TypedUser } from 'payload'

import { asReader, asServer } from '@/lib/payload/readAs'

import type { PracticeRefusal } from './invitations'
import { memberRow, ownMembership } from './reads'
import type { Sharing } from './vocabulary'

/**
 * Sets what the signed-in dentist lets practice `practiceId` see, effective at once for
 * every reader (the collections' rule reads the member row on each request). Written as
 * the dentist through the member row's rules. 404 `practice_not_found` when they do not
 * belong to it.
 */
export async function setSharing(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  sharing: Sharing,
): Promise<{ sharing: Sharing } | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own) return { status: 404, code: 'practice_not_found' }
  const updated = await payload.update({
    collection: 'practice-members',
    id: own.id,
    data: { sharing },
    depth: 0,
    ...asReader(reader),
  })
  return { sharing: updated.sharing }
}

/**
 * The signed-in member leaves practice `practiceId`: their row is deleted, which ends
 * all sharing with it at once. The owner cannot leave (409
 * `practice_owner_cannot_leave`; they delete the practice); 404 `practice_not_found` for
 * a non-member.
 */
export async function leavePractice(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
): Promise<{ left: true } | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own) return { status: 404, code: 'practice_not_found' }
  if (own.role === 'owner') return { status: 409, code: 'practice_owner_cannot_leave' }
  await payload.delete({ collection: 'practice-members', id: own.id, ...asReader(reader) })
  return { left: true }
}

/**
 * The owner removes member `memberId` from practice `practiceId`; the member's sharing
 * ends at once. Through the member rows' delete rule (owners only, never the owner's own
 * row): 403 `practice_owner_only` for a manager, 404 `practice_not_found` for anyone
 * outside the practice, 404 `practice_member_not_found` for an id that is no member of it.
 */
export async function removeMember(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  memberId: number,
): Promise<{ removed: true } | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || own.role === 'dentist') return { status: 404, code: 'practice_not_found' }
  if (own.role !== 'owner') return { status: 403, code: 'practice_owner_only' }
  const row = await memberRow(payload, reader, practiceId, memberId)
  if (!row || row.role === 'owner') return { status: 404, code: 'practice_member_not_found' }
  try {
    await payload.delete({ collection: 'practice-members', id: row.id, ...asReader(reader) })
  } catch (error) {
    if (error instanceof Forbidden || error instanceof NotFound)
      return { status: 404, code: 'practice_member_not_found' }
    throw error
  }
  return { removed: true }
}

/**
 * The owner names member `memberId` a manager (who then sees and does what the owner does,
 * except deleting the practice and buying seats) or makes a manager an employed dentist
 * again. The role is server-written, so the owner check is here: 403
 * `practice_owner_only` for a manager, 404 `practice_not_found` for anyone else, 404
 * `practice_member_not_found`, 409 `practice_owner_role_fixed` for the owner's own row.
 */
export async function setMemberRole(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  memberId: number,
  role: 'manager' | 'dentist',
): Promise<{ role: 'manager' | 'dentist' } | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || own.role === 'dentist') return { status: 404, code: 'practice_not_found' }
  if (own.role !== 'owner') return { status: 403, code: 'practice_owner_only' }
  const row = await memberRow(payload, reader, practiceId, memberId)
  if (!row) return { status: 404, code: 'practice_member_not_found' }
  if (row.role === 'owner') return { status: 409, code: 'practice_owner_role_fixed' }
  await payload.update({
    collection: 'practice-members',
    id: row.id,
    data: { role },
    depth: 0,
    ...asServer('Practice roles are server-written; the owner was checked above.'),
  })
  return { role }
}
