import type { Payload, TypedUser } from 'payload'

import type { Practice, PracticeMember } from '@payload-types'
import { asReader } from '@/lib/payload/readAs'

import { memberCme, type MemberCme } from './memberCme'
import { seatsView, type SeatsView } from './seatView'
import {
  levelsFrom,
  MANAGING_ROLES,
  type Kzv,
  type PracticeKind,
  type PracticeRole,
  type Sharing,
} from './vocabulary'

const idOf = (value: number | { id: number }): number =>
  typeof value === 'object' ? value.id : value

/** One practice of the caller in `GET /api/practices`: the practice and the caller's part in it. */
export type MyPractice = {
  id: number
  name: string
  kind: PracticeKind
  city: string
  kzv: Kzv
  role: PracticeRole
  sharing: Sharing
  /** The caller's member row (for `PUT/DELETE …/members/me`). */
  memberId: number
}

/** The practices `reader` belongs to, by name, with their role and what they share with each. */
export async function practicesOf(payload: Payload, reader: TypedUser): Promise<MyPractice[]> {
  const rows = await payload.find({
    collection: 'practice-members',
    where: { user: { equals: reader.id } },
    depth: 1,
    pagination: false,
    ...asReader(reader),
  })
  return rows.docs
    .filter((m): m is PracticeMember & { practice: Practice } => typeof m.practice === 'object')
    .map((m) => ({
      id: m.practice.id,
      name: m.practice.name,
      kind: m.practice.kind,
      city: m.practice.city,
      kzv: m.practice.kzv,
      role: m.role,
      sharing: m.sharing,
      memberId: m.id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
}

/** One member in `GET /api/practices/{id}`; `cme` only when the dentist shares at least the status. */
export type PracticeMemberView = {
  id: number
  name: string
  role: PracticeRole
  status: 'active'
  sharing: Sharing
  seat: boolean
  cme?: MemberCme
}

/** An open invitation in `GET /api/practices/{id}` (`expired` once its 14 days are over). */
export type PracticeInvitationView = {
  id: number
  email: string
  expiresAt: string
  status: 'pending' | 'expired'
}

/** `GET /api/practices/{id}` 200: the practice, the caller's role, members and open invitations. */
export type PracticeDetail = {
  practice: Pick<
    Practice,
    'id' | 'name' | 'kind' | 'street' | 'postalCode' | 'city' | 'kzv' | 'sites'
  > & { digestMails: boolean; deadlineMails: boolean }
  role: PracticeRole
  members: PracticeMemberView[]
  invitations: PracticeInvitationView[]
  /** The practice's team seats (docs/product.md, "Team seats"). */
  seats: SeatsView
}

/**
 * The caller's member row in practice `practiceId` (read as the caller), or null when
 * they do not belong to it.
 */
export async function ownMembership(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
): Promise<PracticeMember | null> {
  const rows = await payload.find({
    collection: 'practice-members',
    where: { practice: { equals: practiceId }, user: { equals: reader.id } },
    depth: 0,
    limit: 1,
    ...asReader(reader),
  })
  return rows.docs[0] ?? null
}

/**
 * Member row `memberId` of practice `practiceId` as `reader` reads it (through the member
 * rows' rule: owners and managers see every row of their practice), or null.
 */
export async function memberRow(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  memberId: number,
): Promise<PracticeMember | null> {
  const { docs } = await payload.find({
    collection: 'practice-members',
    where: { id: { equals: memberId }, practice: { equals: practiceId } },
    depth: 0,
    limit: 1,
    ...asReader(reader),
  })
  return docs[0] ?? null
}

/** Whether `role` sees the practice's members (owners and managers). */
export const manages = (role: PracticeRole | undefined): boolean =>
  role !== undefined && MANAGING_ROLES.includes(role)

/**
 * Practice `practiceId` as its owner or a manager sees it, read as `reader` through the
 * collections' rules: each member with what they share, the CME status of those sharing
 * at least `status` (their certificate rows are visible to the reader only then), and the
 * open invitations. Null for anyone else (the route answers 404, as for no practice).
 */
export async function practiceDetail(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  now: Date = new Date(),
): Promise<PracticeDetail | null> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || !manages(own.role)) return null
  const [practice, members, invitations] = await Promise.all([
    payload.findByID({ collection: 'practices', id: practiceId, depth: 0, ...asReader(reader) }),
    payload.find({
      collection: 'practice-members',
      where: { practice: { equals: practiceId } },
      depth: 0,
      pagination: false,
      sort: 'displayName',
      ...asReader(reader),
    }),
    payload.find({
      collection: 'practice-invitations',
      where: { practice: { equals: practiceId }, status: { equals: 'pending' } },
      depth: 0,
      pagination: false,
      sort: 'email',
      ...asReader(reader),
    }),
  ])
  const views = await Promise.all(
    members.docs.map(async (m): Promise<PracticeMemberView> => {
      const view: PracticeMemberView = {
        id: m.id,
        name: m.displayName ?? '',
        role: m.role,
        status: 'active',
        sharing: m.sharing,
        seat: m.seat ?? false,
      }
      if (idOf(m.user) === reader.id || !levelsFrom('status').includes(m.sharing)) return view
      return { ...view, cme: await memberCme(payload, reader, idOf(m.user)) }
    }),
  )
  return {
    practice: {
      id: practice.id,
      name: practice.name,
      kind: practice.kind,
      street: practice.street,
      postalCode: practice.postalCode,
      city: practice.city,
      kzv: practice.kzv,
      sites: practice.sites ?? [],
      digestMails: practice.digestMails !== false,
      deadlineMails: practice.deadlineMails !== false,
    },
    role: own.role,
    members: views,
    seats: seatsView(practice, members.docs.filter((m) => m.seat).length, now),
    invitations: invitations.docs.map((i) => ({
      id: i.id,
      email: i.email,
      expiresAt: i.expiresAt,
      status: new Date(i.expiresAt) > now ? 'pending' : 'expired',
    })),
  }
}
