import path from 'node:path'

import { mediaDir } from './mediaDir'

/**
 * Folder of private uploads on local disk, files that only their owner and admins may
 * read (dentists' CME certificates): PRIVATE_FILES_DIR, default `private` beside MEDIA_DIR
 * (`.data/private` for the default `.data/media`). Each kind of private file has its own
 * sub-folder.
 *
 * The folder must lie outside MEDIA_DIR: the media collection's file route serves every
 * file below MEDIA_DIR to anyone who may read media, without asking whose it is.
 * @throws Error when the folder is MEDIA_DIR or lies inside it (the server must not start
 *   with private files where the media route reaches them).
 */
export function privateFilesDir(): string {
  const media = mediaDir()
  const dir = path.resolve(process.env.PRIVATE_FILES_DIR || path.join(path.dirname(media), 'private'))
  const relative = path.relative(media, dir)
  const outside =
    relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)
  if (!outside)
    throw new Error(
      `PRIVATE_FILES_DIR (${dir}) must not be MEDIA_DIR or inside it (${media}): files there are public`,
    )
  return dir
}
