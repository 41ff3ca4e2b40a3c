import type { ApproveAnswer } from '@/lib/api/contract/invitations'
import { approveInvitationRequest } from '@/lib/invitations/review'
import { approveBody } from '@/lib/invitations/reviewBodies'
import { reviewRoute } from '@/lib/invitations/reviewRoute'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/admin/invitation-requests/{id}/approve `{ validDays? }` (admins): approves an
 * open request, creates a single-use invitation code bound to its address, valid for
 * `validDays` (1–365, default 30) until the end of that day, and mails the invitation with
 * a sign-up link that fills the code in. Other open requests of the same address are
 * closed with it (rejected with a reason naming this one, nobody mailed).
 * - 200 `{ code, validUntil, mailSent, closed }` (`validUntil` ISO 8601; `mailSent` false
 *   when the mail failed, the code stands; `closed` the ids of the requests closed with it)
 * - 400 `{ code, message }` invalid body; 401/403 unless admin; 404 unknown request; 409 decided already
 */
export const POST = reviewRoute(
  approveBody,
  (payload, id, admin, { validDays }) =>
    approveInvitationRequest(payload, id, admin, { validDays }),
  (decided): ApproveAnswer | Record<string, never> =>
    decided.result === 'approved'
      ? {
          code: decided.code,
          validUntil: decided.validUntil,
          mailSent: decided.mailSent,
          closed: decided.closed,
        }
      : {},
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
