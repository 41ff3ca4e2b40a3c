import { z } from 'zod'

import type { CmeCertificateAnswer } from '@/lib/api/contract/cmeAccount'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { fromExternal } from '@/lib/cme/account'
import { readCertificateForm } from '@/lib/cme/certificateForm'
import { ownExternalCertificate, uploadFile, writeExternal } from '@/lib/cme/externalCertificates'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'

/** The `{id}` segment: a document id or one of our certificate ids (checked by the handler). */
const certificateParams = z.object({ id: z.string().max(40) })
const spec = {
  guard: signedIn,
  params: certificateParams,
  notFound: 'cme_certificate_not_found' as const,
}

/**
 * PATCH /api/doctor/cme/certificates/{id}: changes one of the dentist's external
 * certificates: any of the POST fields, and a new `file` (multipart/form-data; JSON works
 * for fields only). Same limits as POST (400/409/413/415).
 * - 200 the entry; 401 visitor; 403 one of our certificates (`DJ-CME-…`, never editable);
 *   404 another dentist's entry or an unknown id (the same answer)
 */
export const PATCH = route(spec, async ({ reader, request, params }) => {
  const payload = await payloadClient()
  const found = await ownExternalCertificate(payload, reader, params.id)
  if ('response' in found) return found.response
  const form = await readCertificateForm(request, { partial: true })
  if ('response' in form) return form.response
  const written = await writeExternal(() =>
    payload.update({
      collection: EXTERNAL_CERTIFICATES,
      id: found.doc.id,
      data: form.fields,
      ...(form.file ? { file: uploadFile(form.file) } : {}),
      ...asReader(reader),
      depth: 0,
    }),
  )
  if ('response' in written) return written.response
  return jsonOk<CmeCertificateAnswer>(fromExternal(written.doc), { private: true })
})

/**
 * DELETE /api/doctor/cme/certificates/{id}: deletes one of the dentist's external
 * certificates and its file. 200 `{ id }`; 401 visitor; 403 ours; 404 another dentist's or an unknown id;
 * 404 unknown id.
 */
export const DELETE = route(spec, async ({ reader, params }) => {
  const payload = await payloadClient()
  const found = await ownExternalCertificate(payload, reader, params.id)
  if ('response' in found) return found.response
  await payload.delete({
    collection: EXTERNAL_CERTIFICATES,
    id: found.doc.id,
    ...asReader(reader),
  })
  return jsonOk({ id: String(found.doc.id) }, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, POST, PUT } = methodsNotAllowed(['PATCH', 'DELETE'])
