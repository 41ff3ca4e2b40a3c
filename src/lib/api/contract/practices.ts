/**
 * Contract of the practice endpoints under `/api/practices` (docs/product.md,
 * "Practices"): a dentist's practices, one practice with its members as its owners and
 * managers see it, invitations, accepting one, each member's sharing, leaving and
 * removing. Errors are JSON `{ code, message }`; every endpoint answers 401 to visitors.
 */
import type { InvitationAccepted, InvitationCreated } from '@/lib/practices/invitations'
import type { MyPractice, PracticeDetail } from '@/lib/practices/reads'
import type { Sharing } from '@/lib/practices/vocabulary'

/** `GET /api/practices` 200: the caller's practices with their role and sharing. */
export type PracticesAnswer = { practices: MyPractice[] }

/** `POST /api/practices` 201. */
export type PracticeCreatedAnswer = { id: number }

/** `GET /api/practices/{id}` 200 (owners and managers). */
export type PracticeAnswer = PracticeDetail

/** `POST /api/practices/{id}/invitations` 201. */
export type InvitationAnswer = InvitationCreated

/** `POST /api/practices/invitations/accept` 200. */
export type AcceptAnswer = InvitationAccepted

/** `PUT /api/practices/{id}/members/me` 200. */
export type SharingAnswer = { sharing: Sharing }
