import { createReadStream } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { Unzip, UnzipInflate, type UnzipFile } from 'fflate'

/** Limits of an images ZIP (docs/security.md, "Imports"). */
export const ZIP_LIMITS = {
  /** Unpacked bytes of all images together (counted while inflating, not as declared). */
  totalBytes: 2_000_000_000,
  /** Unpacked bytes of one image (the media collection takes at most 20 MB). */
  fileBytes: 20_000_000,
  /** Entries, folders included. */
  entries: 50_000,
}

/** Files of an images ZIP that are kept: images by their extension. */
const IMAGE_NAME = /\.(jpe?g|png|gif|webp|avif|svg)$/i

/** A ZIP that cannot be unpacked safely (traversal, too large, broken). */
export class ZipImagesError extends Error {}

/**
 * The path an entry name may be unpacked to below `root`, or null when the name leaves it:
 * absolute names, drive letters, backslashes and `..` segments are refused (zip slip).
 */
export function safeEntryPath(root: string, name: string): string | null {
  if (!name || name.includes('\\') || name.includes('\0') || /^([a-z]:|\/)/i.test(name)) return null
  const segments = name.split('/')
  if (segments.some((s) => s === '..')) return null
  const target = path.resolve(root, ...segments.filter((s) => s && s !== '.'))
  return target.startsWith(path.resolve(root) + path.sep) ? target : null
}

/**
 * Unpacks the images of a ZIP file into `targetDir` as a stream (the ZIP is never read
 * whole): only image files, each at most `ZIP_LIMITS.fileBytes` and all together at most
 * `ZIP_LIMITS.totalBytes` unpacked, counted from the inflated bytes themselves so a ZIP
 * that lies about its sizes is stopped too. Throws `ZipImagesError` on a name that would
 * leave the folder, on a limit, or on a broken archive. Returns the number of images.
 */
export async function unpackImagesZip(
  zipPath: string,
  targetDir: string,
  limits = ZIP_LIMITS,
): Promise<number> {
  await mkdir(targetDir, { recursive: true })
  let total = 0
  let entries = 0
  let images = 0
  // Set from the callbacks; an object so the checks below see changes made there.
  const state: { failure: Error | null } = { failure: null }
  const writes: Promise<void>[] = []
  const fail = (message: string) => {
    state.failure ??= new ZipImagesError(message)
  }

  const unzip = new Unzip((file: UnzipFile) => {
    entries++
    if (entries > limits.entries) return fail(`Mehr als ${limits.entries} Einträge im ZIP.`)
    if (file.name.endsWith('/') || !IMAGE_NAME.test(file.name)) return
    const target = safeEntryPath(targetDir, file.name)
    if (!target) return fail(`Unzulässiger Dateiname im ZIP: ${file.name}`)
    // One image at most `fileBytes` is held while it inflates, then written.
    const chunks: Uint8Array[] = []
    let size = 0
    file.ondata = (error, chunk, final) => {
      if (state.failure) return
      if (error) return fail(`Defektes ZIP: ${error.message}`)
      size += chunk.length
      total += chunk.length
      if (size > limits.fileBytes) {
        file.terminate()
        return fail(`Bild zu groß im ZIP: ${file.name}`)
      }
      if (total > limits.totalBytes) {
        file.terminate()
        return fail('Die Bilder im ZIP sind entpackt zu groß.')
      }
      chunks.push(chunk)
      if (final) {
        images++
        writes.push(
          mkdir(path.dirname(target), { recursive: true }).then(() =>
            writeFile(target, Buffer.concat(chunks)),
          ),
        )
      }
    }
    file.start()
  })
  unzip.register(UnzipInflate)

  try {
    for await (const chunk of createReadStream(zipPath)) {
      if (state.failure) break
      unzip.push(chunk as Uint8Array)
    }
    if (!state.failure) unzip.push(new Uint8Array(0), true)
  } catch (error) {
    fail(`Defektes ZIP: ${(error as Error).message}`)
  }
  const results = await Promise.allSettled(writes)
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (state.failure) throw state.failure
  if (rejected) throw new ZipImagesError(`Bild nicht entpackt: ${String(rejected.reason)}`)
  return images
}
