import type { CollectionConfig } from 'payload'

import type { Access } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'
import { READER_IMAGE_SIZES } from '@/lib/media/imageSizes'
import { mediaDir } from '@/lib/media/mediaDir'
import { missingFileAnswers404 } from '@/lib/media/missingFile'
import { objectStorageConfig } from '@/lib/media/objectStorage'

import { isStaff } from '../access'
import { limitImagePixels } from './hooks/limitImagePixels'
import { limitMediaSize } from './hooks/limitMediaSize'

/**
 * Images are public; audio files (spoken articles, maybe premium) only to staff through
 * Payload — readers get them from `/api/articles/{id}/audio`, which applies the premium gate.
 */
const imagesOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { mimeType: { not_like: 'audio/%' } }

/** WebP at this quality: illustrations and photos look as in PNG or JPEG at a fraction of the bytes. */
const webp = { format: 'webp', options: { quality: 75 } } as const

/** Browsers may keep a public image a day and use it a week longer while they ask again. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * Uploaded images and files. Alt text is required (accessibility). At upload sharp makes
 * the reader sizes (`READER_IMAGE_SIZES`, WebP) and `og` 1200x630 as JPEG for social
 * previews (not every network reads WebP). The original stays as uploaded: it is the
 * master the sizes are made from, and readers only get it when the upload is smaller than
 * every size. Images are served with a browser cache lifetime; audio files are not (staff
 * only, see `imagesOrStaff`). Uploads are at most 20 MB (`limitMediaSize`), images at most
 * 40 megapixels (`limitImagePixels`). The files live in MEDIA_DIR, or in a private S3
 * bucket when `S3_BUCKET` is set (`mediaStoragePlugin` in payload.config.ts); either way
 * they are served through Payload's file route after the read access above.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { de: 'Medium', en: 'Media' }, plural: { de: 'Medien', en: 'Media' } },
  admin: { group: { de: 'Seiten', en: 'Pages' } },
  access: { read: imagesOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [limitMediaSize, limitImagePixels] },
  fields: [
    { name: 'alt', type: 'text', required: true, label: { de: 'Alternativtext', en: 'Alt text' } },
  ],
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*', 'audio/*'],
    imageSizes: [
      ...READER_IMAGE_SIZES.map((size) => ({ ...size, position: 'centre', formatOptions: webp })),
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 80, mozjpeg: true } },
      },
    ],
    adminThumbnail: 'sm',
    focalPoint: true,
    // On local disk a missing file answers 404 here; on S3 the storage plugin does.
    handlers: objectStorageConfig() ? [] : [missingFileAnswers404(mediaDir)],
    modifyResponseHeaders: ({ headers }) => {
      if (headers.get('Content-Type')?.startsWith('image/'))
        headers.set('Cache-Control', IMAGE_CACHE_CONTROL)
      return headers
    },
  },
}
