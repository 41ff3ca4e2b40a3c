import path from 'node:path'

import type { CollectionConfig } from 'payload'

import type { Access } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'

import { isStaff } from '../access'
import { limitMediaSize } from './hooks/limitMediaSize'

/**
 * Images are public; audio files (spoken articles, maybe premium) only to staff through
 * Payload — readers get them from `/api/articles/{id}/audio`, which applies the premium gate.
 */
const imagesOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { mimeType: { not_like: 'audio/%' } }

/**
 * Uploaded images and files. Alt text is required (accessibility). Sizes are made by sharp:
 * `card` 768x432 for article cards, `hero` 1600x900, `og` 1200x630 for structured data and
 * social previews. Uploads are at most 20 MB (`limitMediaSize`).
 */
/** Folder of the uploaded files: MEDIA_DIR, default `.data/media` (git-ignored). */
export const mediaDir = (): string => path.resolve(process.env.MEDIA_DIR ?? '.data/media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { de: 'Medium', en: 'Media' }, plural: { de: 'Medien', en: 'Media' } },
  admin: { group: { de: 'Seiten', en: 'Pages' } },
  access: { read: imagesOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [limitMediaSize] },
  fields: [
    { name: 'alt', type: 'text', required: true, label: { de: 'Alternativtext', en: 'Alt text' } },
  ],
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*', 'audio/*'],
    imageSizes: [
      { name: 'card', width: 768, height: 432, position: 'centre' },
      { name: 'hero', width: 1600, height: 900, position: 'centre' },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
  },
}
