import { staffOnly } from '@/lib/admin/staff'
import type { AdminNewsletterAnswer } from '@/lib/api/contract/studioNewsletters'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { toAdminNewsletter } from '@/lib/newsletter/issues/actions'
import { audienceSize } from '@/lib/newsletter/issues/audienceSize'
import { allPublished, findIssue } from '@/lib/newsletter/issues/admin'
import { NEWSLETTERS } from '@/lib/newsletter/issues/constants'
import { NEWSLETTER_ADMIN_ERRORS, newsletterPatchBody } from '@/lib/newsletter/issues/schemas'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'
import type { Newsletter } from '@payload-types'

const byId = { guard: staffOnly, params: idParams, notFound: NEWSLETTER_ADMIN_ERRORS.notFound }

/**
 * GET /api/admin/newsletters/{id}: the issue with its live counts (`status`, `recipients`,
 * `sent`, `failed`, `pending`, `unsubscribedSince`; the studio polls it while sending) and
 * `audienceSize`, the confirmed subscribers a send now would reach (the studio's send
 * confirmation names it). 404 unknown id; 401/403 unless staff.
 */
export const GET = route(byId, async ({ params: { id } }) => {
  const payload = await payloadClient()
  const issue = await findIssue(payload, id)
  if (!issue) return jsonError(404, NEWSLETTER_ADMIN_ERRORS.notFound)
  return jsonOk<AdminNewsletterAnswer>(
    {
      ...(await toAdminNewsletter(payload, issue)),
      audienceSize: await audienceSize(payload, issue.audience),
    },
    { private: true },
  )
})

/**
 * PATCH /api/admin/newsletters/{id}: changes a draft (`newsletterPatchBody`; subject and
 * preheader in `locale`). 200 the issue; 400 invalid input or unpublished article; 404
 * unknown id; 409 `{ code, message }` once the issue is scheduled, sending or sent; 401/403 unless staff.
 */
export const PATCH = route(
  { ...byId, body: newsletterPatchBody },
  async ({ user, params: { id }, body }) => {
    const payload = await payloadClient()
    const issue = await findIssue(payload, id)
    if (!issue) return jsonError(404, NEWSLETTER_ADMIN_ERRORS.notFound)
    if (issue.status !== 'draft') return jsonError(409, NEWSLETTER_ADMIN_ERRORS.notDraft)
    if (body.articles && !(await allPublished(payload, body.articles)))
      return jsonError(400, NEWSLETTER_ADMIN_ERRORS.unpublishedArticles)
    const { locale, ...fields } = body
    const updated = (await payload.update({
      collection: NEWSLETTERS,
      id,
      locale: locale as never,
      data: fields,
      depth: 0,
      // As the staff user: newsletter issues are staff-only (`isStaff`).
      ...asReader(user),
    })) as Newsletter
    return jsonOk<AdminNewsletterAnswer>(await toAdminNewsletter(payload, updated), {
      private: true,
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, DELETE } = methodsNotAllowed(['GET', 'PATCH'])
