import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CmeExternalCertificate, User } from '@payload-types'
import { jsonError } from '@/lib/api/respond'
import { payloadErrorStatus, validationErrorPaths } from '@/lib/auth/payloadErrors'
import { codedErrorOf } from '@/lib/payload/codedError'
import { asReader } from '@/lib/payload/readAs'

import type { CertificateUpload } from './certificateForm'
import { EXTERNAL_CERTIFICATES } from './externalFiles'

/** Our certificate ids (`DJ-CME-` and 12 characters); these cannot be changed by anyone. */
const JOURNAL_ID = /^DJ-CME-[A-Z2-9]{12}$/

/** The file Payload's Local API stores: a random name, so no uploaded name is kept or guessed. */
export function uploadFile(upload: CertificateUpload) {
  return {
    data: Buffer.from(upload.bytes),
    mimetype: upload.type,
    name: `${randomUUID()}.${upload.extension}`,
    size: upload.bytes.byteLength,
  }
}

/**
 * The external certificate `id` of `user`, read through the collection's access rules as
 * that user, or the answer refusing it: 403 for one of our certificates (not editable), 404
 * for another dentist's entry and for an id that names nothing (the same answer for both).
 */
export async function ownExternalCertificate(
  payload: Payload,
  user: User,
  id: string,
): Promise<{ doc: CmeExternalCertificate } | { response: Response }> {
  if (JOURNAL_ID.test(id))
    return {
      response: jsonError(403, 'journal_certificate_readonly'),
    }
  if (!/^[1-9]\d{0,9}$/.test(id)) return { response: jsonError(404, 'cme_certificate_not_found') }
  const doc = await payload
    .findByID({
      collection: EXTERNAL_CERTIFICATES,
      id: Number(id),
      ...asReader(user),
      depth: 0,
      disableErrors: true,
    })
    .catch(() => null)
  // Another dentist's entry answers like an id that names nothing, so ids cannot be probed
  // (Payload's REST route does the same).
  return doc ? { doc } : { response: jsonError(404, 'cme_certificate_not_found') }
}

/**
 * Runs a create or update of an external certificate and turns Payload's refusals into
 * answers: the collection's own refusals keep their status and code (size 413, quota 409,
 * type 415, see `codedError`), Payload's file check (type detected again, PDF integrity)
 * refusing `file` → 415, other field validation → 400. Anything else is thrown on.
 */
export async function writeExternal<T>(
  write: () => Promise<T>,
): Promise<{ doc: T } | { response: Response }> {
  try {
    return { doc: await write() }
  } catch (error) {
    const coded = codedErrorOf(error)
    if (coded && coded.status >= 400 && coded.status < 500)
      return { response: jsonError(coded.status, coded.code, coded.message) }
    const status = payloadErrorStatus(error)
    if (status === 400) {
      const paths = validationErrorPaths(error)
      return paths.includes('file')
        ? { response: jsonError(415, 'certificate_file_unreadable') }
        : { response: jsonError(400, 'invalid_input', `Ungültige Angaben: ${paths.join(', ')}`) }
    }
    throw error
  }
}
