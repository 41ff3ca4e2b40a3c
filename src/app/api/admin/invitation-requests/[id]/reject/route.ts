import type { RejectAnswer } from '@/lib/api/contract/invitations'
import { rejectInvitationRequest } from '@/lib/invitations/review'
import { rejectBody } from '@/lib/invitations/reviewBodies'
import { reviewRoute } from '@/lib/invitations/reviewRoute'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/admin/invitation-requests/{id}/reject `{ reason?, notify }` (admins): rejects an
 * open request, recording the reviewer, the date and the optional reason; with
 * `notify: true` the requester is told by mail (with the reason when given).
 * - 200 `{ mailSent }`
 * - 400 `{ code, message }` invalid body; 401/403 unless admin; 404 unknown request; 409 decided already
 */
export const POST = reviewRoute(
  rejectBody,
  (payload, id, admin, { reason, notify }) =>
    rejectInvitationRequest(payload, id, admin, { reason, notify }),
  (decided): RejectAnswer => ({ mailSent: decided.mailSent }),
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
