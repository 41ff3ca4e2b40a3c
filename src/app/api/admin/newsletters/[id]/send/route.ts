import { staffOnly } from '@/lib/admin/staff'
import type { AdminNewsletterAnswer } from '@/lib/api/contract/studioNewsletters'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { requestSend, toAdminNewsletter } from '@/lib/newsletter/issues/actions'
import { findIssue } from '@/lib/newsletter/issues/admin'
import { NEWSLETTER_ADMIN_ERRORS, newsletterSendBody } from '@/lib/newsletter/issues/schemas'
import { payloadClient } from '@/lib/payload'

/**
 * POST /api/admin/newsletters/{id}/send `{ at?: ISO time }`: sends a draft now or schedules
 * it for `at` (a send job per issue, in batches, throttled; see
 * `src/lib/newsletter/issues/send.ts`). 202 the issue (`status` scheduled); 400 no
 * articles or a bad time; 404 unknown id; 409 `{ code, message }` when the issue is already
 * scheduled, sending or sent (an issue is sent once); 401/403 unless staff.
 */
export const POST = route(
  {
    guard: staffOnly,
    params: idParams,
    notFound: NEWSLETTER_ADMIN_ERRORS.notFound,
    body: newsletterSendBody,
  },
  async ({ params: { id }, body }) => {
    const payload = await payloadClient()
    const issue = await findIssue(payload, id)
    if (!issue) return jsonError(404, NEWSLETTER_ADMIN_ERRORS.notFound)
    if (issue.status !== 'draft') return jsonError(409, NEWSLETTER_ADMIN_ERRORS.notDraft)
    if (!issue.articles?.length) return jsonError(400, NEWSLETTER_ADMIN_ERRORS.noArticles)
    if (!(await requestSend(payload, id, body.at ? new Date(body.at) : null)))
      return jsonError(409, NEWSLETTER_ADMIN_ERRORS.notDraft)
    const current = (await findIssue(payload, id))!
    return jsonOk<AdminNewsletterAnswer>(await toAdminNewsletter(payload, current), {
      private: true,
      status: 202,
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
