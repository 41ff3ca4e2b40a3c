import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { fetchPublic } from './safeFetch'
import type { ImageAvailability } from './plan'

/** An image ready for the media collection. */
export interface LoadedImage {
  data: Buffer
  name: string
  mimeType: string
}

/** Where an import's images come from: the uploaded folder or ZIP, else the web. */
export interface ImageStore {
  availability(src: string): ImageAvailability
  /** The image, or a German reason why it could not be had. */
  load(src: string): Promise<LoadedImage | { error: string }>
}

const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
}

/**
 * The images of an import. `dir` is the images folder (or an unpacked ZIP): an address is
 * found there by the end of its path, so `/content/images/2024/05/a.jpg` (Ghost) or
 * `https://x.de/wp-content/uploads/2019/05/a.jpg` (WordPress) match `images/2024/05/a.jpg`,
 * `2019/05/a.jpg` or a flat `a.jpg`. Addresses not found there are downloaded when they are
 * absolute http(s) URLs, or relative ones and `siteUrl` is known (`fetchPublic`: public
 * addresses only, size and time limits; `allowPrivate` for tests).
 */
export async function openImageStore(options: {
  dir?: string | null
  siteUrl?: string | null
  allowPrivate?: boolean
}): Promise<ImageStore> {
  const files = options.dir ? await listFiles(options.dir) : new Map<string, string>()
  const local = (src: string): string | null => {
    const segments = pathOf(src).split('/').filter(Boolean).map(decodeSafe)
    for (let i = 0; i < segments.length; i++) {
      const hit = files.get(segments.slice(i).join('/').toLowerCase())
      if (hit) return hit
    }
    return null
  }
  const remote = (src: string): string | null => {
    try {
      const url = options.siteUrl ? new URL(src, options.siteUrl) : new URL(src)
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
    } catch {
      return null
    }
  }
  return {
    availability: (src) => (local(src) ? 'file' : remote(src) ? 'url' : null),
    async load(src) {
      const file = local(src)
      const name = path.basename(pathOf(src)) || 'bild'
      const mimeType = MIME_TYPES[path.extname(name).toLowerCase()]
      if (file) {
        if (!mimeType) return { error: 'Kein Bildformat.' }
        return { data: await readFile(file), name, mimeType }
      }
      const url = remote(src)
      if (!url) return { error: 'Nicht im Bilderordner und keine Web-Adresse.' }
      try {
        const { data, contentType } = await fetchPublic(url, { allowPrivate: options.allowPrivate })
        const type = contentType?.split(';')[0]?.trim() ?? mimeType
        if (!type?.startsWith('image/')) return { error: 'Die Adresse liefert kein Bild.' }
        return { data, name, mimeType: type }
      } catch (error) {
        return { error: (error as Error).message }
      }
    },
  }
}

/** Every file below `dir`, keyed by its relative path in lower case. */
async function listFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  const root = path.resolve(dir)
  if (!(await stat(root)).isDirectory()) throw new Error(`Kein Ordner: ${dir}`)
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    files.set(path.relative(root, full).split(path.sep).join('/').toLowerCase(), full)
  }
  return files
}

function pathOf(src: string): string {
  try {
    return new URL(src, 'http://relative.invalid').pathname
  } catch {
    return src
  }
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
