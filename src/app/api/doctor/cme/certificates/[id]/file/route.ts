import { z } from 'zod'

import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { ownExternalCertificate } from '@/lib/cme/externalCertificates'
import {
  certificateContentType,
  certificateExtension,
  certificateFilesDir,
} from '@/lib/cme/externalFiles'
import { findStoredFile, storageFolder } from '@/lib/media/storedFile'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/doctor/cme/certificates/{id}/file: the uploaded file of one of the signed-in
 * dentist's external certificates, always as a download (`Content-Disposition:
 * attachment` named `CME-Nachweis-{id}.{type}`, `X-Content-Type-Options: nosniff`, never
 * cached by others). Read from the private folder (PRIVATE_FILES_DIR) or the private S3
 * bucket, after the collection's access rules found the entry to be the dentist's own.
 * 401 visitor; 403 ours (download those from `/api/doctor/certificates/{certificateId}`);
 * 404 another dentist's, an unknown id or a file missing from storage (the same answer).
 */
export const GET = route(
  {
    guard: signedIn,
    params: z.object({ id: z.string().max(40) }),
    notFound: 'cme_certificate_not_found',
  },
  async ({ reader, params }) => {
    const payload = await payloadClient()
    const found = await ownExternalCertificate(payload, reader, params.id)
    if ('response' in found) return found.response
    const { doc } = found
    if (!doc.filename) return jsonError(404, 'file_not_found')
    const file = await findStoredFile(
      { filename: doc.filename, folder: storageFolder(doc) },
      certificateFilesDir(),
    )
    if (!file) return jsonError(404, 'file_not_found')
    return new Response(await file.read(), {
      headers: {
        'Content-Type': certificateContentType(doc.mimeType),
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="CME-Nachweis-${doc.id}.${certificateExtension(doc.mimeType)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
