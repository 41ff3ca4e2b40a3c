import type { Payload, Where } from 'payload'

import { failAbandonedSend } from '@/lib/newsletter/issues/abandon'
import { asServer } from '@/lib/payload/readAs'

import { failExhaustedJobs, MAX_JOB_ATTEMPTS } from './claim'
import { STALE_JOB_MINUTES } from './stale'

/** Message of a job given up by {@link sweepStaleJobs}. */
export const STALE_JOB_MESSAGE = `Abgebrochen: seit ${STALE_JOB_MINUTES} Minuten keine Rückmeldung (Server neu gestartet?). Bitte erneut starten.`

/**
 * Marks translation and audio jobs that stayed pending or running without any update for
 * STALE_JOB_MINUTES as `error` (their worker died: restart, crash, cut-off request), so
 * the studio stops showing them as running. Returns how many were given up.
 */
export async function sweepStaleJobs(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_JOB_MINUTES * 60_000).toISOString()
  const where: Where = {
    and: [{ status: { in: ['pending', 'running'] } }, { updatedAt: { less_than: cutoff } }],
  }
  let swept = 0
  for (const collection of ['translation-jobs', 'audio-jobs'] as const) {
    const data = {
      status: 'error',
      error: STALE_JOB_MESSAGE,
      finishedAt: now.toISOString(),
      ...(collection === 'audio-jobs' ? { audioStatus: 'failed' } : {}),
    }
    const { docs } = await payload.update({
      collection,
      where,
      data: data as never,
      ...asServer('Sweep job: the server acts as itself, no user.'),
      depth: 0,
    })
    swept += docs.length
  }
  return swept
}

/**
 * Message of a job given up by {@link giveUpExhaustedJobs}, shown in the studio (German)
 * and stored on Payload's job as well.
 */
export const EXHAUSTED_JOB_MESSAGE = `Abgebrochen: Der Auftrag wurde ${MAX_JOB_ATTEMPTS}-mal begonnen, und jedes Mal endete der ausführende Prozess vorzeitig (Absturz, Speichermangel oder Neustart). Bitte den Artikel prüfen und erneut starten.`

/** Which domain document a Payload task works on: its collection and the input key of its id. */
const DOMAIN_DOCUMENT: Record<
  string,
  { collection: 'translation-jobs' | 'audio-jobs'; key: string }
> = {
  translateArticle: { collection: 'translation-jobs', key: 'translationJobId' },
  translateUiStrings: { collection: 'translation-jobs', key: 'translationJobId' },
  generateAudio: { collection: 'audio-jobs', key: 'audioJobId' },
}

/**
 * Fails for good the Payload jobs whose workers died MAX_JOB_ATTEMPTS times while running
 * them (`failExhaustedJobs`), and marks their translation or audio documents `error` with
 * {@link EXHAUSTED_JOB_MESSAGE} (audio also `audioStatus: failed`), so the studio shows the
 * failure instead of a job that stays "Läuft"; a newsletter's send job leaves its issue
 * `failed` with its counters (`failAbandonedSend`). Returns how many were given up.
 */
export async function giveUpExhaustedJobs(payload: Payload): Promise<number> {
  const jobs = await failExhaustedJobs(payload, EXHAUSTED_JOB_MESSAGE)
  for (const job of jobs) {
    const newsletterId =
      job.taskSlug === 'sendNewsletter'
        ? (job.input as Record<string, unknown> | null)?.newsletterId
        : undefined
    if (typeof newsletterId === 'number')
      await failAbandonedSend(payload, newsletterId).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: `marking newsletter ${newsletterId} failed` }),
      )
    const domain = job.taskSlug ? DOMAIN_DOCUMENT[job.taskSlug] : undefined
    const id = domain ? (job.input as Record<string, unknown> | null)?.[domain.key] : undefined
    if (!domain || typeof id !== 'number') continue
    await payload
      .update({
        collection: domain.collection,
        id,
        data: {
          status: 'error',
          error: EXHAUSTED_JOB_MESSAGE,
          finishedAt: new Date().toISOString(),
          ...(domain.collection === 'audio-jobs' ? { audioStatus: 'failed' } : {}),
        } as never,
        ...asServer('Sweep job: the server marks exhausted jobs failed, as itself.'),
        depth: 0,
      })
      .catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: `marking ${domain.collection} ${id} failed` }),
      )
  }
  return jobs.length
}
