import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'

import type { Payload } from 'payload'

import type { Import } from '@payload-types'

import { revalidateTags } from '@/lib/cache/revalidate'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { errorMessage } from '@/lib/jobs/status'
import { asServer } from '@/lib/payload/readAs'

import { runImportFile } from './execute'
import { allowPrivateImageHosts, importFiles } from './files'
import type { ImportSourceKind } from './model'
import type { CategoryMap } from './plan'
import { unpackImagesZip } from './zipImages'

/** Warnings kept on an import document (the rest are counted in the message). */
const MAX_WARNINGS = 5000

/** The progress is written at most this often (milliseconds), and at the end. */
const PROGRESS_EVERY_MS = 1000

/**
 * The `runImport` task: works off one `imports` document. Unpacks its images ZIP (if any),
 * runs the dry run or the import (`runImportFile`), writes the progress while it runs
 * (items done and in all, for the studio's progress bar) and at the end the status, counts,
 * category mapping and warnings; a failure of the whole run (an unreadable file, a broken
 * ZIP) marks it `failed` with the reason. The run's files are deleted when it ends. After a real import the article, category and
 * page caches are expired once.
 */
export async function runImportJob(payload: Payload, importId: number): Promise<void> {
  const reason = 'Import job: the server works off an import an admin started.'
  const run = await payload.findByID({
    collection: 'imports',
    id: importId,
    depth: 0,
    disableErrors: true,
    ...asServer(reason),
  })
  if (!run || run.status === 'done' || run.status === 'failed') return
  const update = (data: Partial<Import>) =>
    payload.update({ collection: 'imports', id: importId, data, depth: 0, ...asServer(reason) })
  await update({ status: 'running', done: 0 })
  const files = importFiles(run.folder)
  try {
    if (run.hasImages && existsSync(files.imagesZip) && !existsSync(files.imagesDir))
      await unpackImagesZip(files.imagesZip, files.imagesDir)
    let written = 0
    const report = await runImportFile(payload, {
      source: run.source as ImportSourceKind,
      file: files.exportFile,
      imagesDir: existsSync(files.imagesDir) ? files.imagesDir : null,
      categoryMap: (run.categoryMap ?? undefined) as CategoryMap | undefined,
      patientTag: run.patientTag,
      dryRun: Boolean(run.dryRun),
      allowPrivateImages: allowPrivateImageHosts(),
      onProgress: async (done, total) => {
        if (done < total && Date.now() - written < PROGRESS_EVERY_MS) return
        written = Date.now()
        await update({ done, total })
      },
    })
    const warnings = report.warnings.slice(0, MAX_WARNINGS)
    await update({
      status: 'done',
      counts: { ...report.counts },
      categoryMapping: report.categoryMapping,
      warnings,
      error:
        report.warnings.length > MAX_WARNINGS
          ? `${report.warnings.length - MAX_WARNINGS} weitere Hinweise nicht gespeichert.`
          : null,
    })
    if (!run.dryRun) revalidateTags([CACHE_TAGS.articles, CACHE_TAGS.categories, CACHE_TAGS.pages])
  } catch (error) {
    await update({ status: 'failed', error: errorMessage(error) })
  } finally {
    // The studio uploads the files again for the import after a dry run: none is kept.
    await rm(files.root, { recursive: true, force: true })
  }
}
