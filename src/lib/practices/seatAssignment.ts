import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { runSql } from '@/lib/db/executor'
import { inTransaction } from '@/lib/db/transaction'
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

/** Namespace of the per-practice seat locks (first key of `pg_advisory_xact_lock(int, int)`). */
const SEAT_LOCK_NAMESPACE = 7004

const SEATS_SERVER_WRITTEN = 'Team seats: seat flags and seat memberships are server-written.'

/**
 * Gives member `memberId` one of practice `practiceId`'s paid team seats (docs/product.md,
 * "Team seats"): the dentist has premium while the seat is assigned and the practice's
 * subscription grants it (a membership of source `practice` that follows the subscription).
 * Owners and managers assign; assigning a seat the member holds already changes nothing.
 * The count of taken seats, the seat flag and the membership are written in one transaction
 * that holds a PostgreSQL advisory lock on the practice, so two managers assigning the last
 * seat at the same moment are served one after the other: one gets it, the other 409.
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
  return inTransaction(
    payload,
    (req) => assignSeatLocked(payload, req, practiceId, member.id, idOf(member.user)),
    { commit: (outcome) => !('code' in outcome) },
  )
}

/**
 * The writing part of `assignSeat`, inside `req`'s transaction: locks the practice's seats,
 * then reads the member's seat flag, the practice and the taken seats afresh (another
 * request may have changed them while this one waited for the lock).
 */
async function assignSeatLocked(
  payload: Payload,
  req: PayloadRequest,
  practiceId: number,
  memberRowId: number,
  userId: number,
): Promise<{ seat: true } | PracticeRefusal> {
  await runSql(
    payload,
    sql`select pg_advisory_xact_lock(${SEAT_LOCK_NAMESPACE}, ${practiceId})`,
    req,
  )
  const row = await payload.findByID({
    collection: 'practice-members',
    id: memberRowId,
    depth: 0,
    req,
    ...asServer(SEATS_SERVER_WRITTEN),
  })
  if (row.seat) return { seat: true }
  const practice = await payload.findByID({
    collection: 'practices',
    id: practiceId,
    depth: 0,
    req,
    ...asServer(SEATS_SERVER_WRITTEN),
  })
  if (!seatsGrant(practice)) return { status: 409, code: 'seats_none' }
  const taken = await payload.count({
    collection: 'practice-members',
    where: { practice: { equals: practiceId }, seat: { equals: true } },
    req,
    ...asServer(SEATS_SERVER_WRITTEN),
  })
  if (taken.totalDocs >= (practice.seats ?? 0)) return { status: 409, code: 'seats_exhausted' }
  await payload.update({
    collection: 'practice-members',
    id: memberRowId,
    data: { seat: true },
    depth: 0,
    req,
    ...asServer(SEATS_SERVER_WRITTEN),
  })
  await payload.create({
    collection: 'memberships',
    data: {
      user: userId,
      source: 'practice',
      practice: practiceId,
      status: practice.seatStatus ?? 'active',
      currentPeriodEnd: practice.seatPeriodEnd!,
      cancelAtPeriodEnd: practice.seatCancelAtPeriodEnd === true,
    },
    depth: 0,
    req,
    ...asServer(SEATS_SERVER_WRITTEN),
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
