import { signedIn } from '@/lib/api/guards'
import { jsonError } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { proofQuery } from '@/lib/cme/proofRoute'
import { payloadClient } from '@/lib/payload'

import { practiceProof } from './proof'
import { memberParams } from './schemas'

/**
 * A practice's proof pack endpoint for one employed dentist (`pdf` or `zip`), as a
 * download (`Content-Disposition: attachment`, private). 400 malformed `period`, 401
 * visitor, 403 `consent_required` without certificates consent, 404 for anyone who does
 * not manage the practice, a member outside it, or a period that is not the dentist's.
 */
export function practiceProofRoute(kind: 'pdf' | 'zip') {
  return route(
    {
      guard: signedIn,
      params: memberParams,
      notFound: 'practice_member_not_found',
      query: proofQuery,
      invalidQuery: { code: 'invalid_query', message: 'period: current oder JJJJ-MM-TT' },
    },
    async ({ reader, params, query }) => {
      const proof = await practiceProof(
        await payloadClient(),
        reader,
        params.id,
        params.memberId,
        kind,
        query.period,
      )
      if ('code' in proof) return jsonError(proof.status, proof.code)
      const { start, end } = proof.period
      const body = proof.body instanceof Uint8Array ? Buffer.from(proof.body) : proof.body
      return new Response(body, {
        headers: {
          'Content-Type': kind === 'pdf' ? 'application/pdf' : 'application/zip',
          'Content-Disposition': `attachment; filename="Fortbildungsnachweis-${start}-${end}.${kind}"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  )
}
