import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** Largest file (image or audio) that may be uploaded to the media collection: 20 MB, in bytes. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024

/** The answer (413) to an upload above MEDIA_MAX_BYTES. */
export const MEDIA_TOO_LARGE_MESSAGE =
  'Die Datei ist zu groß: Bilder und Audiodateien dürfen höchstens 20 MB haben.'

/**
 * Refuses a media create or update whose file is larger than MEDIA_MAX_BYTES with 413 and
 * MEDIA_TOO_LARGE_MESSAGE, for every upload made by or for a user: the studio, Payload's
 * REST API and Local API calls with a user's access. The server's own writes (Local API
 * with access overridden, such as the spoken-article job's MP3) are not limited.
 */
export const limitMediaSize: CollectionBeforeOperationHook = ({
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return
  if (req.payloadAPI === 'local' && overrideAccess) return
  const size = req.file ? (req.file.size ?? req.file.data?.length ?? 0) : 0
  if (size > MEDIA_MAX_BYTES) throw new APIError(MEDIA_TOO_LARGE_MESSAGE, 413, null, true)
}
