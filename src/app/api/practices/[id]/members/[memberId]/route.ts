import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { removeMember, setMemberRole } from '@/lib/practices/membership'
import { memberParams, roleBody } from '@/lib/practices/schemas'

/**
 * DELETE /api/practices/{id}/members/{memberId} → 200 `{ removed: true }`: the owner
 * removes a member; the member's sharing ends at once. 401 visitor, 403
 * `practice_owner_only` for a manager, 404 `practice_not_found` for anyone outside the
 * practice, 404 `practice_member_not_found` for an id that is no member of it (or the
 * owner).
 */
export const DELETE = route(
  { guard: signedIn, params: memberParams, notFound: 'practice_member_not_found' },
  async ({ reader, params }) => {
    const outcome = await removeMember(await payloadClient(), reader, params.id, params.memberId)
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk(outcome, { private: true })
  },
)

/**
 * PUT /api/practices/{id}/members/{memberId} `{ role: 'manager' | 'dentist' }` → 200 `{ role
 * }`: the owner names a manager (sees and does what the owner does, except deleting the
 * practice and buying seats) or takes the role back. 400 invalid role, 401 visitor, 403
 * `practice_owner_only` for a manager, 404 `practice_not_found` / `practice_member_not_found`,
 * 409 `practice_owner_role_fixed` for the owner.
 */
export const PUT = route(
  {
    guard: signedIn,
    params: memberParams,
    notFound: 'practice_member_not_found',
    body: roleBody,
  },
  async ({ reader, params, body }) => {
    const outcome = await setMemberRole(
      await payloadClient(),
      reader,
      params.id,
      params.memberId,
      body.role,
    )
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk(outcome, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, POST, PATCH } = methodsNotAllowed(['PUT', 'DELETE'])
