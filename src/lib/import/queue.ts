import type { Payload } from 'payload'

import { runQueueSoon } from '@/lib/jobs/enqueue'
import { QUEUES } from '@/lib/jobs/status'
import { asServer } from '@/lib/payload/readAs'

import type { ImportFields } from './requestSchema'

/**
 * Records an import run (`imports`, status `queued`) for files already in IMPORT_DIR and
 * queues its `runImport` job on the `imports` queue. Returns the run's id.
 */
export async function queueImport(
  payload: Payload,
  run: ImportFields & { folder: string; hasImages: boolean; fileName: string; createdBy: number },
): Promise<number> {
  const doc = await payload.create({
    collection: 'imports',
    data: {
      source: run.source,
      dryRun: run.dryRun,
      categoryMap: run.categoryMap ?? null,
      patientTag: run.patientTag ?? null,
      folder: run.folder,
      hasImages: run.hasImages,
      fileName: run.fileName.slice(0, 200),
      createdBy: run.createdBy,
      status: 'queued',
    },
    depth: 0,
    ...asServer('Import: the server records the run (imports are closed to API writes).'),
  })
  await payload.jobs.queue({
    task: 'runImport',
    input: { importId: doc.id },
    queue: QUEUES.imports,
    ...asServer("Import: the server queues the run's job (Payload's queue is closed to the API)."),
  })
  runQueueSoon(payload, QUEUES.imports)
  return doc.id
}
