import type { Payload, Where } from 'payload'

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
      overrideAccess: true,
      depth: 0,
    })
    swept += docs.length
  }
  return swept
}
