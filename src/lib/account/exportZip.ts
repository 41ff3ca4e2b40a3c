import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { certificateExtension, certificateFilesDir } from '@/lib/cme/externalFiles'
import { zipStream, type ZipEntry, type ZipStreamOptions } from '@/lib/http/zipStream'
import { findStoredFile, storageFolder } from '@/lib/media/storedFile'

import { accountData, type AccountData } from './exportData'
import { exportSummaryHtml } from './exportSummary'

/** Name of the machine-readable file in the archive. */
export const EXPORT_JSON = 'data.json'
/** Name of the readable summary in the archive. */
export const EXPORT_SUMMARY = 'summary.html'

/**
 * The archive's entries, each made only when the archive gets to it: `data.json`, the
 * summary, then every uploaded certificate file as `files/<id>-<filename>` (streamed from
 * storage); files missing from storage are named in `files/missing.txt`.
 */
async function* exportEntries(data: AccountData, locale: string): AsyncGenerator<ZipEntry> {
  const encoder = new TextEncoder()
  yield { name: EXPORT_JSON, data: encoder.encode(`${JSON.stringify(data, null, 2)}\n`) }
  yield { name: EXPORT_SUMMARY, data: encoder.encode(await exportSummaryHtml(data, locale)) }
  const missing: string[] = []
  for (const doc of data.externalCertificates) {
    if (typeof doc.filename !== 'string') continue
    const stored = await findStoredFile(
      { filename: doc.filename, folder: storageFolder(doc as never) },
      certificateFilesDir(),
    )
    const base = `files/${String(doc.id)}-${doc.filename.replace(/\.[^.]*$/, '')}`
    const name = `${base}.${certificateExtension(doc.mimeType as string | null)}`
    if (stored) yield { name, data: () => stored.read() }
    else missing.push(doc.filename)
  }
  if (missing.length)
    yield { name: 'files/missing.txt', data: encoder.encode(`${missing.join('\n')}\n`) }
}

/**
 * The archive of the records `data` gathered (`accountData`) as a streamed ZIP, the summary
 * in `locale`: the files are read from storage only while the archive is read, so memory
 * stays at about one chunk however many files there are.
 */
export function exportArchive(
  data: AccountData,
  locale: string,
  options: ZipStreamOptions = {},
): ReadableStream<Uint8Array> {
  return zipStream(exportEntries(data, locale), options)
}

/**
 * The data export of account `user` as a streamed ZIP (docs/security.md, "Data export"):
 * the records are gathered first (a few queries, bounded by EXPORT_RECORD_LIMIT per kind),
 * then streamed as `exportArchive` describes.
 */
export async function accountExportZip(
  payload: Payload,
  user: User,
  options: ZipStreamOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  return exportArchive(await accountData(payload, user), user.language ?? 'de', options)
}
