import path from 'node:path'

/** Folder of the uploaded files on local disk: MEDIA_DIR, default `.data/media` (git-ignored). */
export const mediaDir = (): string => path.resolve(process.env.MEDIA_DIR ?? '.data/media')
