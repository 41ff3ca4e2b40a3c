import { methodsNotAllowed } from '@/lib/api/methods'
import { proofRoute } from '@/lib/cme/proofRoute'

/**
 * GET /api/doctor/cme/proof.zip?period=current|YYYY-MM-DD: the signed-in dentist's proof
 * pack as a ZIP download, streamed while it is built: the summary PDF and every
 * certificate of the period (ours rendered, external as uploaded). 400 malformed period,
 * 401 visitor, 404 a period that is not theirs, 429 `proof_pack_busy` with `Retry-After`
 * while another of the dentist's packs is still being downloaded.
 */
export const GET = proofRoute('zip')

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
