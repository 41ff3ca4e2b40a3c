import { z } from 'zod'

import { signedIn } from '@/lib/api/guards'
import { jsonError } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'

import { proofContents, proofPdf, proofZip } from './proofPack'

/** `?period=current` (default) or the first day (`YYYY-MM-DD`) of one of the dentist's periods. */
export const proofQuery = z.object({
  period: z
    .union([z.literal('current'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .default('current'),
})

/**
 * A proof pack endpoint: `pdf` answers the summary, `zip` the summary and every
 * certificate file; both as downloads (`Content-Disposition: attachment`, private).
 * 400 for a malformed `period`, 401 visitor, 404 a period that is not one of the dentist's.
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
      const bytes =
        kind === 'pdf'
          ? await proofPdf(payload, reader, period, certificates)
          : await proofZip(payload, reader, period, certificates)
      return new Response(Buffer.from(bytes), {
        headers: {
          'Content-Type': kind === 'pdf' ? 'application/pdf' : 'application/zip',
          'Content-Disposition': `attachment; filename="Fortbildungsnachweis-${period.start}-${period.end}.${kind}"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  )
}
