import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { asServer } from '@/lib/payload/readAs'

import type { PracticeRefusal } from './invitations'
import { manages, memberRow, ownMembership } from './reads'
import { seatsGrant } from './seatView'

const idOf = (value: number | { id: number }): number =>
  typeof value === 'object' ? value.id : value

/** The member row `memberId` of practice `practiceId` as `reader` (an owner or manager) reads it. */
async function managedMember(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  memberId: number,
) {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || !manages(own.role)) return { status: 404, code: 'practice_not_found' } as const
  return (
    (await memberRow(payload, reader, practiceId, memberId)) ??
    ({ status: 404, code: 'practice_member_not_found' } as const)
  )
}

/**
 * Gives member `memberId` one of practice `practiceId`'s paid team seats (docs/product.md,
 * "Team seats"): the dentist has premium while the seat is assigned and the practice's
 * subscription grants it (a membership of source `practice` that follows the subscription).
 * Owners and managers assign; assigning a seat the member holds already changes nothing.
 * Refusals: 404 `practice_not_found` / `practice_member_not_found`; 409 `seats_none` without
 * a granting subscription, 409 `seats_exhausted` when every paid seat is taken.
 */
export async function assignSeat(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  memberId: number,
): Promise<{ seat: true } | PracticeRefusal> {
  const member = await managedMember(payload, reader, practiceId, memberId)
  if ('code' in member) return member
  if (member.seat) return { seat: true }
  const practice = await payload.findByID({
    collection: 'practices',
    id: practiceId,
    depth: 0,
    ...asServer('Team seats: seat flags and seat memberships are server-written.'),
  })
  if (!seatsGrant(practice)) return { status: 409, code: 'seats_none' }
  const taken = await payload.count({
    collection: 'practice-members',
    where: { practice: { equals: practiceId }, seat: { equals: true } },
    ...asServer('Team seats: seat flags and seat memberships are server-written.'),
  })
  if (taken.totalDocs >= (practice.seats ?? 0)) return { status: 409, code: 'seats_exhausted' }
  await payload.update({
    collection: 'practice-members',
    id: member.id,
    data: { seat: true },
    depth: 0,
    ...asServer('Team seats: seat flags and seat memberships are server-written.'),
  })
  await payload.create({
    collection: 'memberships',
    data: {
      user: idOf(member.user),
      source: 'practice',
      practice: practiceId,
      status: practice.seatStatus ?? 'active',
      currentPeriodEnd: practice.seatPeriodEnd!,
      cancelAtPeriodEnd: practice.seatCancelAtPeriodEnd === true,
    },
    depth: 0,
    ...asServer('Team seats: seat flags and seat memberships are server-written.'),
  })
  return { seat: true }
}

/**
 * Ends the seat memberships that practice `practiceId` gave `userId` (unassigning, leaving,
 * being removed, deleting the practice). Their premium from this practice ends at once; a
 * membership of their own is untouched. With `req`, inside that request's transaction.
 */
export async function endSeatMemberships(
  payload: Payload,
  practiceId: number,
  userId: number,
  req?: PayloadRequest,
): Promise<void> {
  await payload.delete({
    ...(req ? { req } : {}),
    collection: 'memberships',
    where: {
      practice: { equals: practiceId },
      user: { equals: userId },
      source: { equals: 'practice' },
    },
    ...asServer('Team seats: the server ends the seat memberships a practice gave.'),
  })
}

/**
 * Takes the team seat from member `memberId` of practice `practiceId` (owners and
 * managers): the seat is free for someone else and the member's premium from this practice
 * ends at once. Unassigning a member without a seat changes nothing. 404
 * `practice_not_found` / `practice_member_not_found`.
 */
export async function unassignSeat(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  memberId: number,
): Promise<{ seat: false } | PracticeRefusal> {
  const member = await managedMember(payload, reader, practiceId, memberId)
  if ('code' in member) return member
  await payload.update({
    collection: 'practice-members',
    id: member.id,
    data: { seat: false },
    depth: 0,
    ...asServer('Team seats: seat flags are server-written.'),
  })
  await endSeatMemberships(payload, practiceId, idOf(member.user))
  return { seat: false }
}
