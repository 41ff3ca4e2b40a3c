import { staffOnly } from '@/lib/admin/staff'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { previewMail } from '@/lib/newsletter/issues/actions'
import { findIssue } from '@/lib/newsletter/issues/admin'
import { NEWSLETTER_ADMIN_ERRORS, newsletterPreviewQuery } from '@/lib/newsletter/issues/schemas'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/admin/newsletters/{id}/preview?locale=de: the HTML of the issue's mail as a
 * reader of `locale` gets it (text/html, `private, no-store`; the studio shows it in a
 * sandboxed frame). 400 unknown locale; 404 unknown id; 401/403 unless staff.
 */
export const GET = route(
  {
    guard: staffOnly,
    params: idParams,
    notFound: NEWSLETTER_ADMIN_ERRORS.notFound,
    query: newsletterPreviewQuery,
  },
  async ({ params: { id }, query }) => {
    const payload = await payloadClient()
    if (!(await findIssue(payload, id))) return jsonError(404, NEWSLETTER_ADMIN_ERRORS.notFound)
    const mail = await previewMail(payload, id, query.locale)
    return new Response(mail.html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-store',
        // Shown in the studio's frame only: nothing in it may run.
        'Content-Security-Policy':
          "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
