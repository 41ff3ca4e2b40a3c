import path from 'node:path'

/**
 * Folder of uploaded exports and their images: IMPORT_DIR, default `.data/imports`
 * (git-ignored). Each import gets a folder of its own, named by its id; the job worker must
 * see the same disk as the web server that took the upload (docs/operations.md).
 */
export const importDir = (): string => path.resolve(process.env.IMPORT_DIR ?? '.data/imports')

/** The export file, the images ZIP and the unpacked images of one import. */
export function importFiles(folder: string) {
  const root = path.join(importDir(), folder)
  return {
    root,
    exportFile: path.join(root, 'export'),
    imagesZip: path.join(root, 'images.zip'),
    imagesDir: path.join(root, 'images'),
  }
}

/** Image downloads may reach private addresses only when this is set (tests on localhost). */
export const allowPrivateImageHosts = (): boolean =>
  process.env.IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS === 'true'
