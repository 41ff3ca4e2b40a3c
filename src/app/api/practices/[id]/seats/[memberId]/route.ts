import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { assignSeat, unassignSeat } from '@/lib/practices/seatAssignment'
import { memberParams } from '@/lib/practices/schemas'

const spec = {
  guard: signedIn,
  params: memberParams,
  notFound: 'practice_member_not_found',
} as const

/**
 * PUT /api/practices/{id}/seats/{memberId} → 200 `{ seat: true }`: an owner or manager
 * gives the member one of the practice's paid team seats; the dentist has premium while it
 * is assigned. 401 visitor, 404 `practice_not_found` / `practice_member_not_found`, 409
 * `seats_none` (no granting subscription) or `seats_exhausted` (every seat taken).
 */
export const PUT = route(spec, async ({ reader, params }) => {
  const outcome = await assignSeat(await payloadClient(), reader, params.id, params.memberId)
  if ('code' in outcome) return jsonError(outcome.status, outcome.code)
  return jsonOk(outcome, { private: true })
})

/**
 * DELETE /api/practices/{id}/seats/{memberId} → 200 `{ seat: false }`: an owner or manager
 * takes the seat back; the member's premium from this practice ends at once (their own
 * membership is untouched). 401 visitor, 404 `practice_not_found` /
 * `practice_member_not_found`.
 */
export const DELETE = route(spec, async ({ reader, params }) => {
  const outcome = await unassignSeat(await payloadClient(), reader, params.id, params.memberId)
  if ('code' in outcome) return jsonError(outcome.status, outcome.code)
  return jsonOk(outcome, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, POST, PATCH } = methodsNotAllowed(['PUT', 'DELETE'])
