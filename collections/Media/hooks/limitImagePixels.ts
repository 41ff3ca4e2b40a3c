import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { codedError } from '@/lib/payload/codedError'

/**
 * Most pixels an uploaded image may have: 40 megapixels (8000 × 5000), all frames of an
 * animation together. Payload decodes an upload in full to make the reader sizes, which
 * takes about 4 bytes of memory per pixel: a 30000 × 30000 PNG of a few hundred kilobytes
 * would take gigabytes. The message `image_too_many_pixels` names this limit.
 */
export const MEDIA_MAX_PIXELS = 40_000_000

/** SVG (text, starting with `<` after optional white space): never decoded to pixels here. */
const looksLikeMarkup = (head: Uint8Array) => /^\s*</.test(Buffer.from(head).toString('latin1'))

/**
 * The pixels of the image in `file` read from its header (width × height × frames,
 * nothing decoded), or null when sharp cannot read it as an image (audio, SVG, damaged):
 * Payload's own checks decide about those.
 */
async function imagePixels(file: NonNullable<PayloadRequest['file']>): Promise<number | null> {
  const input = file.data?.length ? file.data : file.tempFilePath
  if (!input || (typeof input !== 'string' && looksLikeMarkup(input.subarray(0, 64)))) return null
  try {
    // No pixel limit for reading the header: the check is ours, with a clear answer.
    const { width, height, pages, format } = await sharp(input, {
      limitInputPixels: false,
    }).metadata()
    if (format === 'svg' || !width || !height) return null
    return width * height * (pages ?? 1)
  } catch {
    return null
  }
}

/**
 * Refuses an image above MEDIA_MAX_PIXELS with 413 `image_too_many_pixels` before Payload
 * decodes and resizes it, on every upload to the media collection (the studio, Payload's
 * REST API, the Local API: also images that imports or jobs store). The dimensions come
 * from the file's header, so the check itself costs next to nothing.
 */
export const limitImagePixels: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return
  const pixels = await imagePixels(req.file)
  if (pixels !== null && pixels > MEDIA_MAX_PIXELS) throw codedError(413, 'image_too_many_pixels')
}
