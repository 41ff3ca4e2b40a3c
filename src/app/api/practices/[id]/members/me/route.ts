import type { SharingAnswer } from '@/lib/api/contract/practices'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { leavePractice, setSharing } from '@/lib/practices/membership'
import { sharingBody } from '@/lib/practices/schemas'

/**
 * PUT /api/practices/{id}/members/me `{ sharing }` → 200 `{ sharing }`: the signed-in
 * member changes what this practice sees (`none`, `status`, `certificates`), effective at
 * once. 400 invalid input, 401 visitor, 404 `practice_not_found` for a non-member.
 */
export const PUT = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found', body: sharingBody },
  async ({ reader, params, body }) => {
    const outcome = await setSharing(await payloadClient(), reader, params.id, body.sharing)
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk<SharingAnswer>(outcome, { private: true })
  },
)

/**
 * DELETE /api/practices/{id}/members/me → 200 `{ left: true }`: the signed-in member
 * leaves; all sharing with the practice ends at once. 401 visitor, 404
 * `practice_not_found` for a non-member, 409 `practice_owner_cannot_leave`.
 */
export const DELETE = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found' },
  async ({ reader, params }) => {
    const outcome = await leavePractice(await payloadClient(), reader, params.id)
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk(outcome, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, POST, PATCH } = methodsNotAllowed(['PUT', 'DELETE'])
