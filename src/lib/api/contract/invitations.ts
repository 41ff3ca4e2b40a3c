/**
 * Contract of the studio's invitation decisions (admins):
 * `POST /api/admin/invitation-requests/{id}/approve` and `…/reject`. Both answer 404
 * `{ code, message }` for an unknown request and 409 for one decided already. Plus the
 * look at the other open requests of an address through Payload's REST API.
 */
import type { z } from 'zod'

import { INVITATION_REQUESTS } from '@/lib/invitations/requests'
import type { approveBody, rejectBody } from '@/lib/invitations/reviewBodies'
import { PAYLOAD_API_ROUTE } from '@/lib/payload/routes'

import { postJson, type JsonCallResult } from './fetchJson'

/** Body of an approval: `validDays` 1–365 (default 30). */
export type ApproveRequest = z.input<typeof approveBody>
/** Body of a rejection: an optional reason and whether to tell the requester. */
export type RejectRequest = z.input<typeof rejectBody>
/** 200 of an approval: the code, its last valid moment (ISO 8601), whether the mail went out. */
export type ApproveAnswer = {
  code: string
  validUntil: string
  mailSent: boolean
  /** Ids of the other open requests of the same address, closed with this approval. */
  closed: number[]
}
/** 200 of a rejection: whether the requester was told by mail. */
export type RejectAnswer = { mailSent: boolean }

/** Path of a decision on request `id`. */
export const invitationDecisionPath = (id: number | string, decision: 'approve' | 'reject') =>
  `/api/admin/invitation-requests/${id}/${decision}`

/** Approves request `id` and mails the invitation. */
export function approveInvitation(
  id: number | string,
  body: ApproveRequest,
): Promise<JsonCallResult<ApproveAnswer>> {
  return postJson<ApproveAnswer>(invitationDecisionPath(id, 'approve'), body)
}

/** Rejects request `id`. */
export function rejectInvitation(
  id: number | string,
  body: RejectRequest,
): Promise<JsonCallResult<RejectAnswer>> {
  return postJson<RejectAnswer>(invitationDecisionPath(id, 'reject'), body)
}

/**
 * Ids of the open requests of `email` other than `id`, oldest first (at most 50), read
 * through Payload's REST API with the admin's session; [] when Payload refuses. Rejects
 * when the server cannot be reached or answers no JSON.
 */
export async function fetchOtherOpenRequests(
  id: number | string,
  email: string,
): Promise<number[]> {
  const query = new URLSearchParams({
    'where[email][equals]': email,
    'where[status][equals]': 'open',
    'where[id][not_equals]': String(id),
    depth: '0',
    limit: '50',
    sort: 'createdAt',
  })
  const res = await fetch(`${PAYLOAD_API_ROUTE}/${INVITATION_REQUESTS}?${query}`, {
    credentials: 'include',
  })
  const found = (res.ok ? await res.json() : { docs: [] }) as { docs?: { id: number }[] }
  return (found.docs ?? []).map((doc) => doc.id)
}
