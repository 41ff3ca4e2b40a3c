import type { AcceptAnswer } from '@/lib/api/contract/practices'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { acceptInvitation } from '@/lib/practices/invitations'
import { acceptBody } from '@/lib/practices/schemas'

/**
 * POST /api/practices/invitations/accept `{ token, sharing }` → 200 `{ practiceId,
 * memberId, sharing }`: the signed-in dentist whose address the invitation names joins the
 * practice, sharing what they chose (`none`, `status` or `certificates`). 400 invalid
 * input or `practice_invitation_invalid` (unknown, expired, withdrawn or used), 401
 * visitor, 403 `practice_invitation_other_email` (signed in with another address) or
 * `practice_dentists_only`, 409 `practice_already_member`.
 */
export const POST = route({ guard: signedIn, body: acceptBody }, async ({ reader, body }) => {
  const outcome = await acceptInvitation(await payloadClient(), reader, body.token, body.sharing)
  if ('code' in outcome) return jsonError(outcome.status, outcome.code)
  return jsonOk<AcceptAnswer>(outcome, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
