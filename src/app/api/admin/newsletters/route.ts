import { staffOnly } from '@/lib/admin/staff'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { toAdminNewsletter, type AdminNewsletter } from '@/lib/newsletter/issues/actions'
import { allPublished } from '@/lib/newsletter/issues/admin'
import { NEWSLETTERS } from '@/lib/newsletter/issues/constants'
import {
  NEWSLETTER_ADMIN_ERRORS,
  newsletterCreateBody,
  newsletterListQuery,
} from '@/lib/newsletter/issues/schemas'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'
import type { Newsletter } from '@payload-types'

/**
 * GET /api/admin/newsletters: issues and digests, newest first (`limit`, default 50), each
 * `{ id, subject, preheader, audience, kind, status, scheduledAt, sentAt, articles: id[],
 * recipients, sent, failed, pending, unsubscribedSince }` (German texts). 401/403 unless staff.
 */
export const GET = route(
  { guard: staffOnly, query: newsletterListQuery },
  async ({ user, query }) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: NEWSLETTERS,
      sort: '-createdAt',
      limit: query.limit,
      locale: 'de',
      depth: 0,
      // As the staff user: newsletter issues are staff-only (`isStaff`).
      ...asReader(user),
    })
    const answer = await Promise.all(
      (docs as Newsletter[]).map((doc) => toAdminNewsletter(payload, doc)),
    )
    return jsonOk<AdminNewsletter[]>(answer, { private: true })
  },
)

/**
 * POST /api/admin/newsletters: creates a draft (`newsletterCreateBody`). 201 the issue;
 * 400 `{ code, message }` for invalid input or an article that is not published; 401/403 unless staff.
 */
export const POST = route(
  { guard: staffOnly, body: newsletterCreateBody },
  async ({ user, body }) => {
    const payload = await payloadClient()
    if (!(await allPublished(payload, body.articles)))
      return jsonError(400, NEWSLETTER_ADMIN_ERRORS.unpublishedArticles)
    const created = (await payload.create({
      collection: NEWSLETTERS,
      locale: body.locale as never,
      data: {
        subject: body.subject,
        preheader: body.preheader,
        audience: body.audience,
        articles: body.articles,
        kind: body.kind,
        missingLanguages: body.missingLanguages,
        status: 'draft',
      },
      depth: 0,
      // As the staff user: newsletter issues are staff-only (`isStaff`).
      ...asReader(user),
    })) as Newsletter
    return jsonOk<AdminNewsletter>(await toAdminNewsletter(payload, created), {
      private: true,
      status: 201,
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
