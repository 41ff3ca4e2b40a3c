import type { Payload } from 'payload'

import type { AudioJob, TranslationJob } from '@payload-types'
import { afterResponse } from '@/lib/server/afterResponse'
import { asServer } from '@/lib/payload/readAs'

import { claimNextJob } from './claim'
import { jobsRunInThisProcess } from './placement'
import { wakeProcessWorkers } from './processWorkers'
import { STALE_JOB_MINUTES } from './stale'
import { QUEUES } from './status'
import { giveUpExhaustedJobs, sweepStaleJobs } from './sweep'
import { runClaimedJob } from './worker'

type Queue = (typeof QUEUES)[keyof typeof QUEUES]

/**
 * Works off a queue right after the current response (or at once outside a request), so
 * a job starts within a moment instead of at the next poll. In a server whose job workers
 * run in the process (`startProcessWorkers`, started by src/instrumentation.ts) it only
 * wakes them. Elsewhere (scripts, tests, JOBS_AUTORUN=false) it runs the jobs itself, the
 * way a worker does: abandoned jobs are swept first, then each job is claimed atomically
 * with a lease (`claimNextJob`) and run with the lease renewed (`runClaimedJob`), so this
 * never runs a job that a worker or another instance holds. Failures are logged.
 * With JOBS_IN_WEB=false (web instances next to `npm run worker`) nothing runs here: the
 * workers pick the queued job up within their poll interval.
 */
export function runQueueSoon(payload: Payload, queue: Queue): void {
  if (!jobsRunInThisProcess()) return
  afterResponse(`jobs:${queue}`, async () => {
    if (wakeProcessWorkers(queue)) return
    await sweepStaleJobs(payload)
    await giveUpExhaustedJobs(payload)
    const limit = queue === QUEUES.audio ? 1 : 20
    for (let i = 0; i < limit; i++) {
      const claim = await claimNextJob(payload, [queue])
      if (!claim) return
      await runClaimedJob(payload, claim)
    }
  })
}

async function openJob<T extends 'translation-jobs' | 'audio-jobs'>(
  payload: Payload,
  collection: T,
  where: Record<string, { equals: unknown }>,
): Promise<(T extends 'translation-jobs' ? TranslationJob : AudioJob) | undefined> {
  const { docs } = await payload.find({
    collection,
    where: {
      and: [
        ...Object.entries(where).map(([k, v]) => ({ [k]: v })),
        { status: { in: ['pending', 'running'] } },
        {
          updatedAt: {
            greater_than: new Date(Date.now() - STALE_JOB_MINUTES * 60_000).toISOString(),
          },
        },
      ],
    },
    limit: 1,
    depth: 0,
    ...asServer(
      'Job queue: the server looks for an open job as itself (jobs are closed to API writes).',
    ),
  })
  return docs[0] as never
}

/** What a translation job translates: one article, or the UI strings. */
export type TranslationTarget = { subject: 'article'; articleId: number } | { subject: 'uiStrings' }

/**
 * Queues one translation job per language: for an article (`POST
 * /api/admin/articles/{id}/translate`, task `translateArticle`) or for the UI strings
 * (task `translateUiStrings`). A language that already has an open job for the same
 * target gets that job back instead of a second one. Returns the jobs.
 */
export async function queueTranslations(
  payload: Payload,
  target: TranslationTarget,
  locales: readonly string[],
): Promise<TranslationJob[]> {
  const same: Record<string, { equals: unknown }> =
    target.subject === 'article'
      ? { article: { equals: target.articleId } }
      : { subject: { equals: 'uiStrings' } }
  const jobs: TranslationJob[] = []
  for (const locale of locales) {
    const open = await openJob(payload, 'translation-jobs', { ...same, locale: { equals: locale } })
    if (open) {
      jobs.push(open)
      continue
    }
    const job = await payload.create({
      collection: 'translation-jobs',
      data: {
        subject: target.subject,
        article: target.subject === 'article' ? target.articleId : undefined,
        locale: locale as TranslationJob['locale'],
        status: 'pending',
      },
      ...asServer('Job queue: the server creates the job (jobs are closed to API writes).'),
      depth: 0,
    })
    const task = target.subject === 'article' ? 'translateArticle' : 'translateUiStrings'
    await payload.jobs.queue({
      task,
      input: { translationJobId: job.id },
      queue: QUEUES.translation,
      ...asServer(
        "Job queue: the server queues the job's run (Payload's queue is closed to the API).",
      ),
    })
    jobs.push(job)
  }
  runQueueSoon(payload, QUEUES.translation)
  return jobs
}

/**
 * Queues an audio job for an article in one language; an open job is reused. With
 * `runSoon: false` (the seed, a process that ends right away) the job only waits in the
 * queue for the workers.
 */
export async function queueAudio(
  payload: Payload,
  article: { id: number; title?: string | null },
  locale: string,
  { runSoon = true }: { runSoon?: boolean } = {},
): Promise<AudioJob> {
  const open = await openJob(payload, 'audio-jobs', {
    article: { equals: article.id },
    locale: { equals: locale },
  })
  if (open) return open
  const job = await payload.create({
    collection: 'audio-jobs',
    data: {
      article: article.id,
      articleTitle: article.title ?? '',
      locale: locale as AudioJob['locale'],
      status: 'pending',
      audioStatus: 'none',
    },
    ...asServer('Job queue: the server creates the job (jobs are closed to API writes).'),
    depth: 0,
  })
  await payload.jobs.queue({
    task: 'generateAudio',
    input: { audioJobId: job.id },
    queue: QUEUES.audio,
    ...asServer(
      "Job queue: the server queues the job's run (Payload's queue is closed to the API).",
    ),
  })
  if (runSoon) runQueueSoon(payload, QUEUES.audio)
  return job
}
