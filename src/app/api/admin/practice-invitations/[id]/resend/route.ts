import type { InvitationAnswer } from '@/lib/api/contract/practices'
import { adminsOnly } from '@/lib/admin/staff'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { resendInvitationForSupport } from '@/lib/practices/invitationSupport'

/**
 * POST /api/admin/practice-invitations/{id}/resend (admins; the studio's support action) →
 * 201 `{ id, email, expiresAt, mailSent }`: the open or expired invitation goes out again
 * with a new code valid 14 days, in the name of whoever invited (or the owner); the old
 * link stops working. 401/403 unless admin, 404 `practice_invitation_not_found` for an
 * accepted, withdrawn or unknown invitation.
 */
export const POST = route(
  { guard: adminsOnly, params: idParams, notFound: 'practice_invitation_not_found' },
  async ({ params }) => {
    const outcome = await resendInvitationForSupport(await payloadClient(), params.id)
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk<InvitationAnswer>(outcome, { status: 201, private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
