import { z } from 'zod'

import type { User } from '@payload-types'
import { signedIn } from '@/lib/api/guards'
import { jsonError } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'

import type { AccountCertificate } from './account'
import type { Period } from './period'
import { proofContents, proofPdf, proofZip } from './proofPack'
import { lockProofPack, PROOF_PACK_MAX_MS, PROOF_PACK_RETRY_AFTER_SECONDS } from './proofPackLock'

/** `?period=current` (default) or the first day (`YYYY-MM-DD`) of one of the dentist's periods. */
export const proofQuery = z.object({
  period: z
    .union([z.literal('current'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .default('current'),
})

/** The headers of a proof pack download (`kind` is the file's extension). */
const download = (period: Period, kind: 'pdf' | 'zip') => ({
  'Content-Type': kind === 'pdf' ? 'application/pdf' : 'application/zip',
  'Content-Disposition': `attachment; filename="Fortbildungsnachweis-${period.start}-${period.end}.${kind}"`,
  'Cache-Control': 'private, no-store',
})

/**
 * The ZIP answer: streamed while it is built (`proofZip`), under the dentist's proof-pack
 * lock, which is freed when the download ends, fails, is cancelled, or after
 * PROOF_PACK_MAX_MS. A second request of the same dentist meanwhile answers 429
 * `proof_pack_busy` with `Retry-After` (seconds).
 */
async function zipAnswer(user: User, period: Period, certificates: AccountCertificate[]) {
  const payload = await payloadClient()
  const lock = await lockProofPack(payload, user.id)
  if (!lock) {
    const busy = jsonError(429, 'proof_pack_busy')
    busy.headers.set('Retry-After', String(PROOF_PACK_RETRY_AFTER_SECONDS))
    return busy
  }
  const onClose = async (error?: unknown) => {
    if (error) console.error(`[proof pack] user ${user.id}: the ZIP broke off:`, error)
    await lock.release()
  }
  try {
    const body = await proofZip(payload, user, period, certificates, {
      options: { onClose, signal: AbortSignal.timeout(PROOF_PACK_MAX_MS) },
    })
    return new Response(body, { headers: download(period, 'zip') })
  } catch (error) {
    await lock.release()
    throw error
  }
}

/**
 * A proof pack endpoint: `pdf` answers the summary, `zip` the summary and every
 * certificate file; both as downloads (`Content-Disposition: attachment`, private).
 * 400 for a malformed `period`, 401 visitor, 404 a period that is not one of the dentist's,
 * 429 `proof_pack_busy` (with `Retry-After`) for a ZIP while another of the dentist's is
 * still being built.
 */
export function proofRoute(kind: 'pdf' | 'zip') {
  return route(
    {
      guard: signedIn,
      query: proofQuery,
      invalidQuery: { code: 'invalid_query', message: 'period: current oder JJJJ-MM-TT' },
    },
    async ({ reader, query }) => {
      const payload = await payloadClient()
      const contents = await proofContents(payload, reader, query.period)
      if (!contents) return jsonError(404, 'cme_period_not_found')
      const { period, certificates } = contents
      if (kind === 'zip') return zipAnswer(reader, period, certificates)
      const bytes = await proofPdf(payload, reader, period, certificates)
      return new Response(Buffer.from(bytes), { headers: download(period, 'pdf') })
    },
  )
}
