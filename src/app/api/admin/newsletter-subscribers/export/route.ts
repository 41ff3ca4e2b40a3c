import { ADMINS_ONLY_MESSAGE, adminsOnly } from '@/lib/admin/staff'
import { route } from '@/lib/api/route'
import { NEWSLETTER_SUBSCRIBERS } from '@/lib/newsletter/constants'
import {
  SUBSCRIBER_CSV_COLUMNS,
  subscribersCsv,
  subscribersCsvFilename,
} from '@/lib/newsletter/csv'
import { exportQuery } from '@/lib/newsletter/schemas'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asServer } from '@/lib/payload/readAs'

/** Message of the 403 for editors and other signed-in non-admins. */
export const ADMIN_ONLY_MESSAGE = ADMINS_ONLY_MESSAGE

/**
 * GET /api/admin/newsletter-subscribers/export?status=pending|confirmed|unsubscribed
 * (admins only; the studio's "CSV exportieren" button): every subscriber (or those
 * with that status), oldest request first, as `text/csv; charset=utf-8` with
 * `Content-Disposition: attachment; filename="newsletter-subscribers-<status|all>-<date>.csv"`;
 * columns SUBSCRIBER_CSV_COLUMNS. 401 `{ code, message }` for visitors, 403 for signed-in
 * users who are not admins (editors included), 400 for an unknown status.
 */
export const GET = route(
  {
    guard: adminsOnly,
    query: exportQuery,
    invalidQuery: { code: 'invalid_query', message: 'Unbekannter Status' },
  },
  async ({ query }) => {
    const { status } = query

    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: NEWSLETTER_SUBSCRIBERS,
      where: status ? { status: { equals: status } } : {},
      sort: 'requestedAt',
      pagination: false,
      depth: 0,
      ...asServer(
        'Admin-only export (the guard checked the role); subscribers are closed to the API.',
      ),
      select: Object.fromEntries(SUBSCRIBER_CSV_COLUMNS.map((c) => [c, true])),
    })
    return new Response(subscribersCsv(docs), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${subscribersCsvFilename(status)}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
