import type { Payload, TypedUser } from 'payload'

import type { InvitationCode } from '@payload-types'
import type { ApiErrorCode } from '@/lib/api/errorCodes'
import { checkRole } from '@/lib/auth/roles'
import { formatLongDate } from '@/lib/dates/format'
import { endOfGermanDay } from '@/lib/dates/germanDay'
import { emailBranding } from '@/lib/email/branding'
import { practiceEmail } from '@/lib/email/practiceEmails'
import { normalizeInvitationCode } from '@/lib/invitations/code'
import { asReader, asServer } from '@/lib/payload/readAs'

import { practiceInvitationLink } from './links'
import { memberName } from './memberName'
import { manages, ownMembership } from './reads'
import { INVITATION_DAYS, type Sharing } from './vocabulary'

/** A refusal of a practice action: HTTP status and error code. */
export type PracticeRefusal = { status: number; code: ApiErrorCode }

const refusal = (status: number, code: ApiErrorCode): PracticeRefusal => ({ status, code })

/** `POST /api/practices/{id}/invitations` 201: the invitation, its end and whether the mail went out. */
export type InvitationCreated = { id: number; email: string; expiresAt: string; mailSent: boolean }

/**
 * Invites `email` to practice `practiceId` on behalf of `reader` (an owner or manager):
 * an invitation code bound to that address (single use, valid `INVITATION_DAYS` days to
 * the end of the German day) and a mail with the link. Inviting an address again resends:
 * the open invitation is withdrawn and a new one (new code, new 14 days) goes out.
 * Refuses 404 `practice_not_found` for anyone who does not manage the practice and 409
 * `practice_already_member` for an address that already belongs to it.
 */
export async function invite(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  email: string,
  now: Date = new Date(),
): Promise<InvitationCreated | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || !manages(own.role)) return refusal(404, 'practice_not_found')
  const practice = await payload.findByID({
    collection: 'practices',
    id: practiceId,
    depth: 0,
    ...asReader(reader),
  })
  const existing = await payload.find({
    collection: 'practice-members',
    where: { practice: { equals: practiceId }, 'user.email': { equals: email } },
    depth: 0,
    limit: 1,
    ...asServer('whether the invited address already belongs to the practice (any member)'),
  })
  if (existing.totalDocs > 0) return refusal(409, 'practice_already_member')
  await withdrawOpen(payload, { practice: { equals: practiceId }, email: { equals: email } }, now)
  const expiresAt = endOfGermanDay(new Date(now.getTime() + INVITATION_DAYS * 86_400_000))
  const code = await payload.create({
    collection: 'invitation-codes',
    data: {
      maxUses: 1,
      uses: 0,
      email,
      expiresAt: expiresAt.toISOString(),
      note: `Praxiseinladung: ${practice.name}`,
    },
    ...asServer('a practice invitation is an invitation code bound to the invited address'),
  })
  const invitation = await payload.create({
    collection: 'practice-invitations',
    data: {
      practice: practiceId,
      email,
      status: 'pending',
      expiresAt: expiresAt.toISOString(),
      invitationCode: code.id,
      invitedBy: reader.id,
    },
    ...asServer('invitations are written by the server only'),
  })
  const language = (reader as { language?: string | null }).language ?? 'de'
  let mailSent = true
  try {
    const rendered = await practiceEmail(
      'practiceInvitation',
      {
        practice: practice.name,
        invitedBy: memberName(reader as Parameters<typeof memberName>[0]),
        url: practiceInvitationLink(language, code.code as string, email),
        validUntil: formatLongDate(expiresAt.toISOString(), language) ?? '',
      },
      await emailBranding(payload),
      language,
    )
    await payload.sendEmail({ to: email, ...rendered })
  } catch (error) {
    console.error('[practice invitation mail]', error)
    mailSent = false
  }
  return { id: invitation.id, email, expiresAt: invitation.expiresAt, mailSent }
}

/** Withdraws the open invitations `where` names and voids their codes at `now`. */
async function withdrawOpen(
  payload: Payload,
  where: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const open = await payload.find({
    collection: 'practice-invitations',
    where: { and: [where, { status: { equals: 'pending' } }] } as never,
    depth: 1,
    pagination: false,
    ...asServer('the open invitations a withdrawal or a resend replaces'),
  })
  for (const invitation of open.docs) {
    await payload.update({
      collection: 'practice-invitations',
      id: invitation.id,
      data: { status: 'withdrawn' },
      ...asServer('invitations are written by the server only'),
    })
    const code = invitation.invitationCode as InvitationCode
    await payload.update({
      collection: 'invitation-codes',
      id: code.id,
      // The code is named again: its hook makes a new one when a write leaves it out.
      data: { code: code.code, expiresAt: now.toISOString() },
      ...asServer('a withdrawn invitation can no longer be used to sign up'),
    })
  }
  return open.docs.length
}

/**
 * Withdraws invitation `invitationId` of practice `practiceId` (owners and managers):
 * the link and the code stop working at once. 404 `practice_not_found` for anyone else,
 * 404 `practice_invitation_not_found` for an invitation that is not open in this practice.
 */
export async function withdrawInvitation(
  payload: Payload,
  reader: TypedUser,
  practiceId: number,
  invitationId: number,
  now: Date = new Date(),
): Promise<{ withdrawn: true } | PracticeRefusal> {
  const own = await ownMembership(payload, reader, practiceId)
  if (!own || !manages(own.role)) return refusal(404, 'practice_not_found')
  const withdrawn = await withdrawOpen(
    payload,
    { id: { equals: invitationId }, practice: { equals: practiceId } },
    now,
  )
  return withdrawn ? { withdrawn: true } : refusal(404, 'practice_invitation_not_found')
}

/** `POST /api/practices/invitations/accept` 200: the practice joined and the member row. */
export type InvitationAccepted = { practiceId: number; memberId: number; sharing: Sharing }

/**
 * Accepts the invitation whose token is `token` for the signed-in dentist `reader`, who
 * chooses what the practice may see (`sharing`). Only the invited address may accept:
 * 400 `practice_invitation_invalid` for an unknown, expired, withdrawn or used
 * invitation, 403 `practice_invitation_other_email` for another address, 403
 * `practice_dentists_only` for an account that is no dentist's, 409
 * `practice_already_member` when the dentist already belongs to the practice.
 */
export async function acceptInvitation(
  payload: Payload,
  reader: TypedUser,
  token: string,
  sharing: Sharing,
  now: Date = new Date(),
): Promise<InvitationAccepted | PracticeRefusal> {
  const codes = await payload.find({
    collection: 'invitation-codes',
    where: { code: { equals: normalizeInvitationCode(token) } },
    depth: 0,
    limit: 1,
    ...asServer('the invitation code a practice invitation link carries'),
  })
  const code = codes.docs[0]
  const invitations = code
    ? await payload.find({
        collection: 'practice-invitations',
        where: { invitationCode: { equals: code.id }, status: { equals: 'pending' } },
        depth: 0,
        limit: 1,
        ...asServer('the open invitation behind the code'),
      })
    : null
  const invitation = invitations?.docs[0]
  if (!invitation || new Date(invitation.expiresAt) <= now)
    return refusal(400, 'practice_invitation_invalid')
  if (invitation.email !== reader.email.trim().toLowerCase())
    return refusal(403, 'practice_invitation_other_email')
  if (!checkRole(['doctor'], reader)) return refusal(403, 'practice_dentists_only')
  const practiceId = invitation.practice as number
  const taken = await payload.count({
    collection: 'practice-members',
    where: { practice: { equals: practiceId }, user: { equals: reader.id } },
    ...asServer('whether the dentist already belongs to the practice'),
  })
  if (taken.totalDocs > 0) return refusal(409, 'practice_already_member')
  const member = await payload.create({
    collection: 'practice-members',
    data: {
      practice: practiceId,
      user: reader.id,
      role: 'dentist',
      sharing,
      displayName: memberName(reader as Parameters<typeof memberName>[0]),
    },
    ...asServer('the invited dentist joins with the sharing they chose; nobody else writes it'),
  })
  await payload.update({
    collection: 'practice-invitations',
    id: invitation.id,
    data: { status: 'accepted' },
    ...asServer('invitations are written by the server only'),
  })
  if (code)
    await payload.update({
      collection: 'invitation-codes',
      id: code.id,
      data: { code: code.code, uses: code.maxUses },
      ...asServer('an accepted invitation is used up'),
    })
  return { practiceId, memberId: member.id, sharing }
}
