import { methodsNotAllowed } from '@/lib/api/methods'
import { practiceProofRoute } from '@/lib/practices/proofRoute'

/**
 * GET /api/practices/{id}/members/{memberId}/proof.zip?period=current|YYYY-MM-DD: the
 * employed dentist's proof for the KZV (the summary and every certificate file as a ZIP),
 * the same the dentist gets, naming the practice as the party submitting it under
 * § 95d (5) SGB V. Owners and managers, with the dentist's certificates consent only:
 * 403 `{ code: 'consent_required' }` otherwise; 401 visitor; 404 everyone else.
 */
export const GET = practiceProofRoute('zip')

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
