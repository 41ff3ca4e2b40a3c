import type { Payload } from 'payload'

import type { AudioJob, TranslationJob } from '@payload-types'

import { asServer } from '@/lib/payload/readAs'

type JobCollection = 'translation-jobs' | 'audio-jobs'
type JobPatch = Partial<Omit<TranslationJob, 'id'>> | Partial<Omit<AudioJob, 'id'>>

/** Writes a job document's progress (server-side; the collections are not writable over the API). */
export async function recordJob(
  payload: Payload,
  collection: JobCollection,
  id: number,
  patch: JobPatch,
): Promise<void> {
  await payload.update({
    collection,
    id,
    data: patch as never,
    ...asServer('Workers record progress as the server (jobs are closed to API writes).'),
    depth: 0,
  })
}

/** Marks a job running now. */
export const startJob = (payload: Payload, collection: JobCollection, id: number) =>
  recordJob(payload, collection, id, {
    status: 'running',
    startedAt: new Date().toISOString(),
    error: null,
  })

/** Marks a job done now, with extra fields (provider, audio, ...). */
export const finishJob = (
  payload: Payload,
  collection: JobCollection,
  id: number,
  patch: JobPatch = {},
) =>
  recordJob(payload, collection, id, {
    ...patch,
    status: 'done',
    finishedAt: new Date().toISOString(),
    error: null,
  })

/** Marks a job failed now with the provider's message. */
export const failJob = (
  payload: Payload,
  collection: JobCollection,
  id: number,
  error: string,
  patch: JobPatch = {},
) =>
  recordJob(payload, collection, id, {
    ...patch,
    status: 'error',
    finishedAt: new Date().toISOString(),
    error,
  })
