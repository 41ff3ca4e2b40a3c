import type { InvitationAnswer } from '@/lib/api/contract/practices'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { invite } from '@/lib/practices/invitations'
import { invitationBody } from '@/lib/practices/schemas'

/**
 * POST /api/practices/{id}/invitations `{ email }` → 201 `{ id, email, expiresAt,
 * mailSent }`: an owner or manager invites an employed dentist; the mail lets an existing
 * dentist accept after signing in and a new one sign up (the invitation is an invitation
 * code bound to that address, valid 14 days). Inviting the same address again resends
 * (the old link stops working). 400 invalid address, 401 visitor, 404
 * `practice_not_found` for anyone who does not manage the practice, 409
 * `practice_already_member`.
 */
export const POST = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found', body: invitationBody },
  async ({ reader, params, body }) => {
    const outcome = await invite(await payloadClient(), reader, params.id, body.email)
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk<InvitationAnswer>(outcome, { status: 201, private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
