import { staffOnly } from '@/lib/admin/staff'
import type { AdminNewsletterAnswer } from '@/lib/api/contract/studioNewsletters'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { retryFailed, toAdminNewsletter } from '@/lib/newsletter/issues/actions'
import { findIssue } from '@/lib/newsletter/issues/admin'
import { NEWSLETTER_ADMIN_ERRORS } from '@/lib/newsletter/issues/schemas'
import { payloadClient } from '@/lib/payload'

/**
 * POST /api/admin/newsletters/{id}/retry: tries the failed deliveries of a sent or failed
 * issue again (temporary refusals only: bounced addresses and deliveries a dead job
 * interrupted are never mailed again). 202 the issue; 404 unknown id; 409 when the issue
 * is a draft, scheduled or still sending; 401/403 unless staff.
 */
export const POST = route(
  { guard: staffOnly, params: idParams, notFound: NEWSLETTER_ADMIN_ERRORS.notFound },
  async ({ params: { id } }) => {
    const payload = await payloadClient()
    if (!(await findIssue(payload, id))) return jsonError(404, NEWSLETTER_ADMIN_ERRORS.notFound)
    if ((await retryFailed(payload, id)) === null)
      return jsonError(409, NEWSLETTER_ADMIN_ERRORS.notRetryable)
    const current = (await findIssue(payload, id))!
    return jsonOk<AdminNewsletterAnswer>(await toAdminNewsletter(payload, current), {
      private: true,
      status: 202,
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
