import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

import { invite, type InvitationCreated, type PracticeRefusal } from './invitations'
import { MANAGING_ROLES } from './vocabulary'

const idOf = (value: number | { id: number }): number =>
  typeof value === 'object' ? value.id : value

/**
 * Support action of the studio (admins, on a practice's request): sends invitation
 * `invitationId` again — a new code, 14 new days, the old link stops working — in the name
 * of whoever invited, or of the practice's owner when that person no longer manages it.
 * Only open or expired invitations are resent: 404 `practice_invitation_not_found` for an
 * accepted, withdrawn or unknown one (and any refusal `invite` gives).
 */
export async function resendInvitationForSupport(
  payload: Payload,
  invitationId: number,
): Promise<InvitationCreated | PracticeRefusal> {
  const { docs } = await payload.find({
    collection: 'practice-invitations',
    where: { id: { equals: invitationId }, status: { equals: 'pending' } },
    depth: 0,
    limit: 1,
    ...asServer('Studio support: an admin resends an invitation of a practice.'),
  })
  const invitation = docs[0]
  if (!invitation) return { status: 404, code: 'practice_invitation_not_found' }
  const practiceId = idOf(invitation.practice)
  const managers = await payload.find({
    collection: 'practice-members',
    where: { practice: { equals: practiceId }, role: { in: [...MANAGING_ROLES] } },
    depth: 1,
    pagination: false,
    ...asServer('Studio support: the manager in whose name the invitation goes out.'),
  })
  const inviter = invitation.invitedBy ? idOf(invitation.invitedBy) : null
  const actor =
    managers.docs.find((m) => idOf(m.user) === inviter) ??
    managers.docs.find((m) => m.role === 'owner')
  if (!actor || typeof actor.user !== 'object') return { status: 404, code: 'practice_not_found' }
  return invite(payload, actor.user, practiceId, invitation.email)
}
