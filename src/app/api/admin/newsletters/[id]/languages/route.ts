import { staffOnly } from '@/lib/admin/staff'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { issueLanguages, type IssueLanguages } from '@/lib/newsletter/issues/languages'
import { NEWSLETTER_ADMIN_ERRORS } from '@/lib/newsletter/issues/schemas'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/admin/newsletters/{id}/languages: which languages the issue has its own subject
 * in and which subscribers' languages it lacks one for, with the send's choice for them
 * (`IssueLanguages`: `{ written, missing: [{ locale, subscribers }], policy: 'skip' |
 * 'german' }`). The studio lists `missing` before sending: "nicht gesendet" under
 * `skip`, "mit deutschem Betreff" under `german`. 404 unknown id; 401/403 unless staff.
 */
export const GET = route(
  { guard: staffOnly, params: idParams, notFound: NEWSLETTER_ADMIN_ERRORS.notFound },
  async ({ params: { id } }) => {
    const languages = await issueLanguages(await payloadClient(), id)
    if (!languages) return jsonError(404, NEWSLETTER_ADMIN_ERRORS.notFound)
    return jsonOk<IssueLanguages>(languages, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
