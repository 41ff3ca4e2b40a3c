import type { CmeCertificateAnswer, CmeCertificatesAnswer } from '@/lib/api/contract/cmeAccount'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { cmeAccount, fromExternal } from '@/lib/cme/account'
import { readCertificateForm } from '@/lib/cme/certificateForm'
import { uploadFile, writeExternal } from '@/lib/cme/externalCertificates'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'

/**
 * GET /api/doctor/cme/certificates: `{ certificates, periods }` of the signed-in dentist
 * (`CmeCertificatesAnswer`): every certificate, ours (`source: 'journal'`, from passed
 * quizzes) and external (`source: 'external'`), newest first, and every period with its
 * points. 401 visitor.
 */
export const GET = route({ guard: signedIn }, async ({ reader }) => {
  const account = await cmeAccount(await payloadClient(), reader)
  return jsonOk<CmeCertificatesAnswer>(
    { certificates: account.certificates, periods: account.periods },
    { private: true },
  )
})

/**
 * POST /api/doctor/cme/certificates (multipart/form-data): adds a certificate earned
 * elsewhere from `title`, `provider`, `date` (`YYYY-MM-DD`), `points`, `category` (A–H),
 * optional `topic` and the `file` (PDF, JPEG, PNG or WebP, at most 10 MB). Stored through
 * the collection's access rules as the signed-in dentist.
 * - 201 the entry (`CmeCertificateAnswer`)
 * - 400 `{ message, issues? }` missing or invalid fields or no file; 401 visitor
 * - 409 `certificate_quota_exceeded`: the dentist already keeps 300 files or 500 MB
 *   (`certificateQuota.ts`)
 * - 413 body or file above 10 MB (decided before reading when declared); 415 a file that
 *   is none of the four types (read from its bytes, then checked again by Payload, which
 *   also refuses a damaged PDF) or a body that is not multipart
 */
export const POST = route({ guard: signedIn }, async ({ reader, request }) => {
  const form = await readCertificateForm(request, { partial: false })
  if ('response' in form) return form.response
  const payload = await payloadClient()
  const written = await writeExternal(() =>
    payload.create({
      collection: EXTERNAL_CERTIFICATES,
      data: { ...form.fields, user: reader.id },
      file: uploadFile(form.file!),
      ...asReader(reader),
      depth: 0,
    }),
  )
  if ('response' in written) return written.response
  return jsonOk<CmeCertificateAnswer>(fromExternal(written.doc), { private: true, status: 201 })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
