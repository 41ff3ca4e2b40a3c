import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'

import { jsonError } from '@/lib/api/respond'
import { declaresMoreThan } from '@/lib/http/boundedBody'

import { importFiles } from './files'

/** Upload limits of `POST /api/admin/imports` (bytes; docs/security.md, "Imports"). */
export const IMPORT_UPLOAD_LIMITS = {
  /** The export file (a 20-year WordPress archive). */
  exportBytes: 200 * 1024 * 1024,
  /** The images ZIP. */
  imagesBytes: 2 * 1024 * 1024 * 1024,
  /** One text field (`categoryMap` is the largest). */
  fieldBytes: 256 * 1024,
}

/** The form of an import upload: its text fields, and where its files were written. */
export type ImportUpload = {
  fields: Record<string, string>
  folder: string
  hasImages: boolean
  /** The export's file name as the browser sent it. */
  fileName: string
}

/**
 * Reads the multipart form of `POST /api/admin/imports` as a stream: `file` (the export)
 * and `images` (a ZIP) go straight to disk in a new folder of IMPORT_DIR, never whole into
 * memory. Refused before reading: a body declared larger than both limits together (413),
 * anything but `multipart/form-data` (415). While reading: a file over its limit (413),
 * unknown file fields, more than 10 fields (400). A missing `file` is 400. On any refusal
 * the folder is removed again. Returns the fields and the folder, or the answer.
 */
export async function readImportUpload(
  request: Request,
): Promise<ImportUpload | { response: Response }> {
  const limits = IMPORT_UPLOAD_LIMITS
  if (declaresMoreThan(request.headers, limits.exportBytes + limits.imagesBytes + 1024 * 1024))
    return { response: jsonError(413, 'body_too_large') }
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data' || !request.body)
    return { response: jsonError(415, 'multipart_required') }

  const folder = randomUUID()
  const files = importFiles(folder)
  await mkdir(files.root, { recursive: true })
  const fields: Record<string, string> = {}
  const seen = new Set<string>()
  let fileName = 'export'
  let refusal: Response | null = null
  const refuse = (response: Response) => {
    refusal ??= response
  }
  const writes: Promise<void>[] = []

  try {
    const parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 2, fields: 10, fieldSize: limits.fieldBytes, fileSize: limits.imagesBytes },
    })
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        refuse(jsonError(413, 'body_too_large', `Das Feld ${name} ist zu groß.`))
      else fields[name] = value
    })
    parser.on('fieldsLimit', () =>
      refuse(jsonError(400, 'invalid_input', 'Zu viele Formularfelder.')),
    )
    parser.on('filesLimit', () => refuse(jsonError(400, 'invalid_input', 'Zu viele Dateien.')))
    parser.on('file', (name, stream, info) => {
      const target = name === 'file' ? files.exportFile : name === 'images' ? files.imagesZip : null
      if (!target || seen.has(name)) {
        refuse(jsonError(400, 'invalid_input', `Unbekanntes oder doppeltes Dateifeld: ${name}`))
        stream.resume()
        return
      }
      seen.add(name)
      if (name === 'file' && info.filename) fileName = info.filename.slice(0, 200)
      const max = name === 'file' ? limits.exportBytes : limits.imagesBytes
      const tooLarge =
        name === 'file'
          ? 'Die Exportdatei ist zu groß: höchstens 200 MB.'
          : 'Das Bilder-ZIP ist zu groß: höchstens 2 GB.'
      // Past the limit the rest is read and dropped (the form must be read to its end); the
      // run is refused and its folder removed below.
      let size = 0
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length
          if (size > max) {
            refuse(jsonError(413, 'body_too_large', tooLarge))
            done()
          } else done(null, chunk)
        },
      })
      writes.push(pipeline(stream, limit, createWriteStream(target)).catch(() => undefined))
    })
    await pipeline(Readable.fromWeb(request.body as unknown as NodeReadableStream), parser)
    await Promise.all(writes)
  } catch {
    refuse(jsonError(400, 'invalid_input', 'Das Formular konnte nicht gelesen werden.'))
  }
  if (!refusal && !seen.has('file'))
    refuse(jsonError(400, 'invalid_input', 'Bitte die Exportdatei als „file“ senden.'))
  if (refusal) {
    await rm(files.root, { recursive: true, force: true })
    return { response: refusal }
  }
  return { fields, folder, hasImages: seen.has('images'), fileName }
}
