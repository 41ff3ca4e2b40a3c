import type {
  CollectionAfterChangeHook,
  CollectionBeforeDeleteHook,
  CollectionSlug,
  PayloadRequest,
  Where,
} from 'payload'

import { asServer } from '@/lib/payload/readAs'

/**
 * The planned publications ("Veröffentlichung planen", Payload's `schedulePublish` job) of
 * document `id` of `collection` that have not started yet. Payload stores the document in
 * the job's `input.doc` with its id as a string, and the studio's schedule drawer finds the
 * jobs the same way.
 */
export function pendingSchedulesOf(collection: CollectionSlug, id: number | string): Where {
  return {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { 'input.doc.relationTo': { equals: collection } },
      { 'input.doc.value': { equals: String(id) } },
      { completedAt: { exists: false } },
      { processing: { equals: false } },
    ],
  }
}

/** Removes the pending planned publications of one document, in the request's transaction. */
async function dropSchedules(req: PayloadRequest, collection: CollectionSlug, id: number | string) {
  await req.payload.delete({
    collection: 'payload-jobs',
    where: pendingSchedulesOf(collection, id),
    ...asServer(
      'Jobs are closed to API writes; the server removes them as itself, in this transaction.',
    ),
    depth: 0,
    req,
  })
}

/**
 * A document moved to the trash loses its planned publications and unpublications: a job
 * left in the queue would otherwise publish the page or article the moment it is restored
 * (or fail on the trashed document at its time). Restoring schedules nothing again: the
 * editor plans anew.
 */
export const dropSchedulesOnTrash: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  req,
}) => {
  if (doc?.deletedAt && !previousDoc?.deletedAt) await dropSchedules(req, collection.slug, doc.id)
  return doc
}

/** A document deleted for good takes its pending planned publications along. */
export const dropSchedulesOnDelete: CollectionBeforeDeleteHook = async ({ collection, id, req }) =>
  dropSchedules(req, collection.slug, id)
