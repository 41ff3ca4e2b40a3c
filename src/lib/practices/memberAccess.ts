import type { Payload, TypedUser } from 'payload'

import type { PracticeMember, User } from '@payload-types'
import { asReader, asServer } from '@/lib/payload/readAs'

import type { PracticeRefusal } from './invitations'
import { manages, ownMembership } from './reads'
import { levelsFrom, type Sharing } from './vocabulary'

/** An employed dentist as an owner or manager acts on them: their member row and account. */
export type ManagedMember = { member: PracticeMember; dentist: User }

/**
 * Member `memberId` of practice `practiceId` for an owner or manager who needs at least
 * `level` shared: the member row is read as the reader (the practice rules), the account
 * as the server once the row shows the sharing. 404 `practice_not_found` for anyone who
 * does not manage the practice, 404 `practice_member_not_found` for an id outside it,
 * 403 `refusal` when the dentist shares less than `level`.
 */
export async function managedMember(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  memberId: number,
  level: Sharing,
  refusal: PracticeRefusal['code'],
): Promise<ManagedMember | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || !manages(own.role)) return { status: 404, code: 'practice_not_found' }
  const rows = await payload.find({
    collection: 'practice-members',
    where: { id: { equals: memberId }, practice: { equals: practiceId } },
    depth: 0,
    limit: 1,
    ...asReader(reader),
  })
  const member = rows.docs[0]
  if (!member) return { status: 404, code: 'practice_member_not_found' }
  if (!levelsFrom(level).includes(member.sharing)) return { status: 403, code: refusal }
  const dentist = await payload.findByID({
    collection: 'users',
    id: member.user as number,
    depth: 0,
    ...asServer('the account of a dentist who shares this much with the practice'),
  })
  return { member, dentist }
}
