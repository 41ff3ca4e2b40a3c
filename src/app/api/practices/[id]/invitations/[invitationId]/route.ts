import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { withdrawInvitation } from '@/lib/practices/invitations'
import { invitationParams } from '@/lib/practices/schemas'

/**
 * DELETE /api/practices/{id}/invitations/{invitationId} → 200 `{ withdrawn: true }`: an
 * owner or manager withdraws an open invitation; its link and code stop working at once.
 * 401 visitor, 404 `practice_not_found` for anyone who does not manage the practice, 404
 * `practice_invitation_not_found` for one that is not open.
 */
export const DELETE = route(
  { guard: signedIn, params: invitationParams, notFound: 'practice_invitation_not_found' },
  async ({ reader, params }) => {
    const outcome = await withdrawInvitation(
      await payloadClient(),
      reader,
      params.id,
      params.invitationId,
    )
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk(outcome, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, POST, PUT, PATCH } = methodsNotAllowed(['DELETE'])
