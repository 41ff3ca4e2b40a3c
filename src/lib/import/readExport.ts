import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'

import { readGhostExport } from './ghost'
import type { ImportSourceKind, SourceExport } from './model'
import { readWxr } from './wxr'

/** An export file that cannot be read as the source it claims to be. */
export class ExportFormatError extends Error {}

/**
 * Reads an export file from disk: a WordPress WXR as a stream (`readWxr`), a Ghost export
 * as JSON (one string, parsed once; Ghost exports hold no images, so even large archives
 * stay far below WXR sizes). Throws `ExportFormatError` (or the reader's own format error)
 * with a German message.
 */
export async function readExportFile(
  source: ImportSourceKind,
  file: string,
): Promise<SourceExport> {
  if (source === 'wordpress') return readWxr(createReadStream(file, { encoding: 'utf8' }))
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new ExportFormatError(
      `Die Ghost-Sicherung ist kein gültiges JSON: ${(error as Error).message}`,
    )
  }
  return readGhostExport(json)
}
