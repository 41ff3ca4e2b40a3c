import { staffOnly } from '@/lib/admin/staff'
import type { NewsletterTestAnswer } from '@/lib/api/contract/studioNewsletters'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { isStaffAddress, sendTestMail } from '@/lib/newsletter/issues/actions'
import { findIssue } from '@/lib/newsletter/issues/admin'
import { NEWSLETTER_ADMIN_ERRORS, newsletterTestBody } from '@/lib/newsletter/issues/schemas'
import { payloadClient } from '@/lib/payload'

/**
 * POST /api/admin/newsletters/{id}/test `{ email, locale? }`: mails the issue as a reader
 * of `locale` (default de) would get it, subject prefixed `[Test]`, to `email`, which must
 * belong to an admin or editor account (the studio fills in the editor's own). Works in
 * every status. 200 `{ message }`; 400 invalid input; 403 `{ code, message }` for an address
 * that is not staff; 404 unknown id; 401/403 unless staff.
 */
export const POST = route(
  {
    guard: staffOnly,
    params: idParams,
    notFound: NEWSLETTER_ADMIN_ERRORS.notFound,
    body: newsletterTestBody,
  },
  async ({ params: { id }, body }) => {
    const payload = await payloadClient()
    if (!(await findIssue(payload, id))) return jsonError(404, NEWSLETTER_ADMIN_ERRORS.notFound)
    if (!(await isStaffAddress(payload, body.email)))
      return jsonError(403, NEWSLETTER_ADMIN_ERRORS.notStaffAddress)
    await sendTestMail(payload, id, body.locale, body.email)
    return jsonOk<NewsletterTestAnswer>(
      { message: `Testsendung an ${body.email} verschickt.` },
      { private: true },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
