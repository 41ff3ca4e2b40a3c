import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { practiceCsv } from '@/lib/practices/csv'
import { practiceDetail } from '@/lib/practices/reads'

/**
 * GET /api/practices/{id}/cme.csv: the members' list of `/practice` as CSV (semicolons,
 * UTF-8 with BOM) for owners and managers, with the CME columns only for members who share
 * their status. 401 visitor, 404 `practice_not_found` for everyone else.
 */
export const GET = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found' },
  async ({ reader, params }) => {
    const detail = await practiceDetail(await payloadClient(), reader, params.id)
    if (!detail) return jsonError(404, 'practice_not_found')
    return new Response(practiceCsv(detail), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="CME-Praxis-${params.id}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
