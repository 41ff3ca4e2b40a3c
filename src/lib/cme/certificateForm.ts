import type { z } from 'zod'

import { externalCertificateFields } from './accountSchemas'
import { API_ERRORS } from '@/lib/api/errorCodes'
import { jsonError } from '@/lib/api/respond'
import { declaresMoreThan, readBodyAtMost } from '@/lib/http/boundedBody'

import {
  CERTIFICATE_FILE_TYPES,
  MAX_CERTIFICATE_FILE_BYTES,
  sniffCertificateType,
  type CertificateFileType,
} from './externalFiles'

/** Room for the form fields and multipart boundaries beside the file (bytes). */
const FORM_OVERHEAD_BYTES = 64 * 1024

/** A file a dentist sent: its bytes and the type read from them. */
export type CertificateUpload = {
  bytes: Uint8Array
  type: CertificateFileType
  extension: (typeof CERTIFICATE_FILE_TYPES)[CertificateFileType]
}

type Fields = z.output<typeof externalCertificateFields>

/** The fields and file of an external certificate form, or the answer refusing it. */
export type CertificateForm<F> =
  { fields: F; file: CertificateUpload | null } | { response: Response }

const TOO_LARGE = 'certificate_file_too_large'
const WRONG_TYPE = 'certificate_file_type'
/** A file sent as PDF (type or name) whose bytes are no PDF: say so, rather than ask for one. */
const NOT_PDF = 'certificate_not_pdf'

/**
 * Reads an external certificate form (`multipart/form-data` with the fields of
 * `externalCertificateFields` and the `file`; for a change without a new file JSON works
 * too). Refuses before reading anything a body declared larger than 10 MB plus room for
 * the fields (413), stops reading a chunked body at that size (413), refuses a file above
 * 10 MB (413) and one whose first bytes are not PDF, JPEG, PNG or WebP (415; the name and
 * declared type are ignored), and fields the schema rejects (400 `{ message, issues }`).
 * With `partial` every field is optional (PATCH); without, the file is required.
 */
export async function readCertificateForm(
  request: Request,
  { partial }: { partial: false },
): Promise<CertificateForm<Fields>>
export async function readCertificateForm(
  request: Request,
  { partial }: { partial: true },
): Promise<CertificateForm<Partial<Fields>>>
export async function readCertificateForm(
  request: Request,
  { partial }: { partial: boolean },
): Promise<CertificateForm<Partial<Fields>>> {
  const limit = MAX_CERTIFICATE_FILE_BYTES + FORM_OVERHEAD_BYTES
  if (declaresMoreThan(request.headers, limit)) return { response: jsonError(413, TOO_LARGE) }
  const contentType = request.headers.get('content-type') ?? ''
  const kind = contentType.split(';')[0]!.trim().toLowerCase()
  const isJson = kind === 'application/json'
  if (kind !== 'multipart/form-data' && !(partial && isJson))
    return { response: jsonError(415, 'multipart_required') }
  const body = await readBodyAtMost(request, limit)
  if (body === null) return { response: jsonError(413, TOO_LARGE) }
  let raw: Record<string, unknown> = {}
  let file: File | null = null
  try {
    if (isJson) raw = JSON.parse(new TextDecoder().decode(body) || '{}')
    else {
      const form = await new Response(Buffer.from(body), {
        headers: { 'content-type': contentType },
      }).formData()
      for (const [key, value] of form.entries()) {
        if (key === 'file') file = typeof value === 'string' ? null : value
        else if (typeof value === 'string' && value !== '') raw[key] = value
      }
    }
  } catch {
    return { response: jsonError(400, 'invalid_body', 'Das Formular konnte nicht gelesen werden.') }
  }
  let upload: CertificateUpload | null = null
  if (file) {
    if (file.size > MAX_CERTIFICATE_FILE_BYTES) return { response: jsonError(413, TOO_LARGE) }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffCertificateType(bytes)
    const sentAsPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
    if (!type) return { response: jsonError(415, sentAsPdf ? NOT_PDF : WRONG_TYPE) }
    upload = { bytes, type, extension: CERTIFICATE_FILE_TYPES[type] }
  } else if (!partial) return { response: jsonError(400, 'certificate_file_missing') }
  const schema = partial ? externalCertificateFields.partial() : externalCertificateFields
  const parsed = schema.safeParse(raw)
  if (!parsed.success)
    return {
      response: jsonError(
        400,
        'invalid_input',
        parsed.error.issues[0]?.message ?? API_ERRORS.invalid_input,
        parsed.error.issues,
      ),
    }
  return { fields: parsed.data, file: upload }
}
