import { methodsNotAllowed } from '@/lib/api/methods'
import { proofRoute } from '@/lib/cme/proofRoute'

/**
 * GET /api/doctor/cme/proof.pdf?period=current|YYYY-MM-DD: the signed-in dentist's proof
 * summary for the KZV (name, EFN, chamber, period, every certificate of the period with
 * date, provider, category and points, the total) as a PDF download. 400 malformed period,
 * 401 visitor, 404 a period that is not theirs.
 */
export const GET = proofRoute('pdf')

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
