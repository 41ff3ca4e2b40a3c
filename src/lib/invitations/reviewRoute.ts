import { jsonError, jsonOk } from '@/lib/api/respond'
import { INVITATION_REQUEST_STATUS_LABELS } from './requests'
import type { ReviewResult } from './review'

/** German answers of the review endpoints. */
export const REQUEST_NOT_FOUND = 'Einladungsanfrage nicht gefunden'

/**
 * The HTTP answer of a review: 200 with `body` for the decision, 404 `{ message }` for an
 * unknown request, 409 `{ message }` for one decided already.
 */
export function reviewAnswer(
  outcome: ReviewResult,
  body: (decided: Extract<ReviewResult, { result: 'approved' | 'rejected' }>) => unknown,
): Response {
  if (outcome.result === 'notFound') return jsonError(404, REQUEST_NOT_FOUND)
  if (outcome.result === 'notOpen')
    return jsonError(
      409,
      `Diese Anfrage wurde bereits entschieden (${INVITATION_REQUEST_STATUS_LABELS[outcome.status]}).`,
    )
  return jsonOk(body(outcome), { private: true })
}
