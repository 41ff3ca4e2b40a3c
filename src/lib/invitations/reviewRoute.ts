import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import type { User } from '@payload-types'
import { adminsOnly } from '@/lib/admin/staff'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'

import { INVITATION_REQUEST_STATUS_LABELS } from './requests'
import type { ReviewResult } from './review'

/** German answers of the review endpoints. */
export const REQUEST_NOT_FOUND = 'Einladungsanfrage nicht gefunden'

type Decided = Extract<ReviewResult, { result: 'approved' | 'rejected' }>

/**
 * The HTTP answer of a review: 200 with `body` for the decision, 404 `{ code, message }` for an
 * unknown request, 409 `{ code, message }` for one decided already.
 */
export function reviewAnswer<A>(outcome: ReviewResult, body: (decided: Decided) => A): Response {
  if (outcome.result === 'notFound')
    return jsonError(404, 'invitation_request_not_found', REQUEST_NOT_FOUND)
  if (outcome.result === 'notOpen')
    return jsonError(
      409,
      'invitation_request_decided',
      `Diese Anfrage wurde bereits entschieden (${INVITATION_REQUEST_STATUS_LABELS[outcome.status]}).`,
    )
  return jsonOk<A>(body(outcome), { private: true })
}

/**
 * The route of a decision on an invitation request (`POST …/{id}/approve|reject`), shared
 * by both: admins only (401/403), 404 `{ message: REQUEST_NOT_FOUND }` for a malformed id,
 * the JSON `body` checked by its schema (400 `{ code, message }`), then `decide` runs and its
 * outcome answers through `reviewAnswer` with `answer` as the 200 body.
 */
export function reviewRoute<B extends z.ZodType, A>(
  body: B,
  decide: (payload: Payload, id: number, admin: User, input: z.output<B>) => Promise<ReviewResult>,
  answer: (decided: Decided) => A,
) {
  return route(
    {
      guard: adminsOnly,
      params: idParams,
      notFound: { code: 'invitation_request_not_found', message: REQUEST_NOT_FOUND },
      body,
    },
    async ({ user, params, body: input }) =>
      reviewAnswer(
        await decide(await payloadClient(), params.id, user, input as z.output<B>),
        answer,
      ),
  )
}
