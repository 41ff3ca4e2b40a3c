/**
 * Contract of the practice endpoints under `/api/practices` (docs/product.md,
 * "Practices"): a dentist's practices, one practice with its members as its owners and
 * managers see it, invitations, accepting one, each member's sharing, leaving and
 * removing. Errors are JSON `{ code, message }`; every endpoint answers 401 to visitors.
 */
import type { z } from 'zod'

import type { InvitationAccepted, InvitationCreated } from '@/lib/practices/invitations'
import type { MyPractice, PracticeDetail } from '@/lib/practices/reads'
import type { ReminderSent } from '@/lib/practices/reminder'
import type {
  acceptBody,
  invitationBody,
  practiceBody,
  roleBody,
  seatsBody,
  sharingBody,
} from '@/lib/practices/schemas'
import type { Sharing } from '@/lib/practices/vocabulary'

import { fetchJson, postJson } from './fetchJson'

/** SWR key and path of `GET /api/practices`. */
export const PRACTICES_PATH = '/api/practices'

/** `GET /api/practices` 200: the caller's practices with their role and sharing. */
export type PracticesAnswer = { practices: MyPractice[] }

/** `POST /api/practices` body and its 201 answer. */
export type PracticeRequest = z.input<typeof practiceBody>
export type PracticeCreatedAnswer = { id: number }

/** Path (and SWR key) of one practice. */
export const practicePath = (id: number | string) => `/api/practices/${id}`

/** `GET /api/practices/{id}` 200 (owners and managers). */
export type PracticeAnswer = PracticeDetail

/** `POST /api/practices/{id}/invitations` body and 201 answer. */
export type InvitationRequest = z.input<typeof invitationBody>
export type InvitationAnswer = InvitationCreated

/** `POST /api/practices/invitations/accept` body and 200 answer. */
export type AcceptRequest = z.input<typeof acceptBody>
export type AcceptAnswer = InvitationAccepted

/** `PUT /api/practices/{id}/members/me` body and 200 answer. */
export type SharingRequest = z.input<typeof sharingBody>
export type SharingAnswer = { sharing: Sharing }

/** Loads the caller's practices. */
export const fetchPractices = (path: string = PRACTICES_PATH) => fetchJson<PracticesAnswer>(path)

/** Loads one practice with its members. */
export const fetchPractice = (path: string) => fetchJson<PracticeAnswer>(path)

/** Creates a practice; the caller becomes its owner. */
export const createPracticeRequest = (body: PracticeRequest) =>
  postJson<PracticeCreatedAnswer>(PRACTICES_PATH, body)

/** Invites an employed dentist by e-mail (again: resends). */
export const inviteRequest = (practiceId: number, body: InvitationRequest) =>
  postJson<InvitationAnswer>(`${practicePath(practiceId)}/invitations`, body)

/** Withdraws an open invitation. */
export const withdrawInvitationRequest = (practiceId: number, invitationId: number) =>
  postJson<{ withdrawn: true }>(
    `${practicePath(practiceId)}/invitations/${invitationId}`,
    undefined,
    {
      method: 'DELETE',
    },
  )

/** Accepts an invitation with the dentist's sharing choice. */
export const acceptInvitationRequest = (body: AcceptRequest) =>
  postJson<AcceptAnswer>('/api/practices/invitations/accept', body)

/** Changes what the caller shares with a practice. */
export const setSharingRequest = (practiceId: number, body: SharingRequest) =>
  postJson<SharingAnswer>(`${practicePath(practiceId)}/members/me`, body, { method: 'PUT' })

/** The caller leaves a practice. */
export const leavePracticeRequest = (practiceId: number) =>
  postJson<{ left: true }>(`${practicePath(practiceId)}/members/me`, undefined, {
    method: 'DELETE',
  })

/** The owner removes a member. */
export const removeMemberRequest = (practiceId: number, memberId: number) =>
  postJson<{ removed: true }>(`${practicePath(practiceId)}/members/${memberId}`, undefined, {
    method: 'DELETE',
  })

/** Download path of an employed dentist's proof for the KZV (`pdf` or `zip`). */
export const memberProofPath = (practiceId: number, memberId: number, kind: 'pdf' | 'zip') =>
  `${practicePath(practiceId)}/members/${memberId}/proof.${kind}`

/** Download path of the practice's list as CSV. */
export const practiceCsvPath = (practiceId: number) => `${practicePath(practiceId)}/cme.csv`

/** "Erinnerung senden": mails the employed dentist a friendly reminder (once a week at most). */
export const remindRequest = (practiceId: number, memberId: number) =>
  postJson<ReminderSent>(`${practicePath(practiceId)}/members/${memberId}/reminder`, {})

/** The owner's reminder settings (`PATCH /api/practices/{id}`). */
export const practiceSettingsRequest = (
  practiceId: number,
  body: { digestMails?: boolean; deadlineMails?: boolean },
) =>
  postJson<{ digestMails: boolean; deadlineMails: boolean }>(practicePath(practiceId), body, {
    method: 'PATCH',
  })

/** `POST /api/practices/{id}/seats/checkout` body and 200 answer (Embedded Checkout). */
export type SeatCheckoutRequest = z.input<typeof seatsBody>
export type SeatCheckoutAnswer = { clientSecret: string }

/** Starts the checkout of `seats` team seats (owner). */
export const seatCheckoutRequest = (practiceId: number, body: SeatCheckoutRequest) =>
  postJson<SeatCheckoutAnswer>(`${practicePath(practiceId)}/seats/checkout`, body)

/** Opens the Stripe customer portal of the practice's seat subscription (owner). */
export const seatPortalRequest = (practiceId: number) =>
  postJson<{ url: string }>(`${practicePath(practiceId)}/seats/portal`, {})

/** Assigns (`true`) or takes back (`false`) a member's team seat (owners and managers). */
export const seatRequest = (practiceId: number, memberId: number, seat: boolean) =>
  postJson<{ seat: boolean }>(`${practicePath(practiceId)}/seats/${memberId}`, undefined, {
    method: seat ? 'PUT' : 'DELETE',
  })

/** `PUT /api/practices/{id}/members/{memberId}` body: the owner names a manager or takes it back. */
export type RoleRequest = z.input<typeof roleBody>

/** Names a member manager, or makes a manager an employed dentist again (owner). */
export const roleRequest = (practiceId: number, memberId: number, body: RoleRequest) =>
  postJson<{ role: RoleRequest['role'] }>(`${practicePath(practiceId)}/members/${memberId}`, body, {
    method: 'PUT',
  })

/** Studio support (admins): sends a practice's open or expired invitation again. */
export const resendInvitationForSupportRequest = (invitationId: number | string) =>
  postJson<InvitationAnswer>(`/api/admin/practice-invitations/${invitationId}/resend`, {})
