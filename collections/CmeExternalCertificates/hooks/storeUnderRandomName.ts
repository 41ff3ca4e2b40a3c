import { randomUUID } from 'node:crypto'
import { open } from 'node:fs/promises'

import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { CERTIFICATE_FILE_TYPES, sniffCertificateType } from '@/lib/cme/externalFiles'
import { codedError } from '@/lib/payload/codedError'

/** The bytes `sniffCertificateType` needs to tell the four types apart. */
const SIGNATURE_BYTES = 16

/** The first bytes of an upload, in memory or (with temp files) on disk. */
async function firstBytes(file: NonNullable<PayloadRequest['file']>): Promise<Uint8Array> {
  if (file.data?.length || !file.tempFilePath)
    return file.data?.subarray(0, SIGNATURE_BYTES) ?? new Uint8Array()
  const handle = await open(file.tempFilePath, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(SIGNATURE_BYTES),
      0,
      SIGNATURE_BYTES,
      0,
    )
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Every certificate file is stored under a name of ours, on every path (product routes,
 * Payload's REST API, the studio, the Local API): a random UUID with the extension of the
 * type read from the file's first bytes, and that type as its MIME type. Nothing the client
 * chose (a name such as `a.html`, a right-to-left override hiding `.exe`, a declared type)
 * reaches storage, download names or the proof pack. A file that is none of the four
 * types is refused with 415 `certificate_file_type` before Payload reads it further.
 */
export const storeUnderRandomName: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const type = sniffCertificateType(await firstBytes(req.file))
  if (!type) throw codedError(415, 'certificate_file_type')
  req.file.name = `${randomUUID()}.${CERTIFICATE_FILE_TYPES[type]}`
  req.file.mimetype = type
  return args
}
