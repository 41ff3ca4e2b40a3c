import type { CollectionBeforeChangeHook } from 'payload'

import { lockedCertificateUsage, withinCertificateQuota } from '@/lib/cme/certificateQuota'
import { relationId } from '@/lib/db/relationId'
import { codedError } from '@/lib/payload/codedError'

/**
 * Keeps every dentist within MAX_CERTIFICATE_FILES_PER_DENTIST files and
 * MAX_CERTIFICATE_BYTES_PER_DENTIST bytes: a write that would add a file to a dentist's
 * certificates (a new entry, a replaced file, an entry an admin gives to another dentist)
 * and take them past either limit is refused with 409 `certificate_quota_exceeded`, on
 * every path (product routes, Payload's REST API, the studio, the Local API). Runs after
 * `ownedBySigner`, so `data.user` is the owner; changes of the fields alone always pass,
 * so a dentist above a lowered limit can still correct an entry.
 */
export const limitPerDentist: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const owner = relationId(data.user ?? originalDoc?.user)
  const newOwner = operation === 'create' || owner !== relationId(originalDoc?.user)
  if (owner === null || (!req.file && !newOwner)) return data
  const fileBytes = Number(data.filesize ?? req.file?.size ?? originalDoc?.filesize ?? 0)
  const usage = await lockedCertificateUsage(req.payload, req, owner, originalDoc?.id)
  if (!withinCertificateQuota({ files: usage.files + 1, bytes: usage.bytes + fileBytes }))
    throw codedError(409, 'certificate_quota_exceeded')
  return data
}
