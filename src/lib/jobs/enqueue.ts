import type { Payload } from 'payload'

import type { AudioJob, TranslationJob } from '@payload-types'
import { afterResponse } from '@/lib/server/afterResponse'

import { STALE_JOB_MINUTES } from './stale'
import { QUEUES } from './status'
import { sweepStaleJobs } from './sweep'

type Queue = (typeof QUEUES)[keyof typeof QUEUES]

/**
 * Works off a queue right after the current response (or at once outside a request), so
 * a job starts within a moment instead of at the next cron tick; abandoned jobs are swept
 * first. Failures are logged.
 */
export function runQueueSoon(payload: Payload, queue: Queue): void {
  afterResponse(`jobs:${queue}`, async () => {
    await sweepStaleJobs(payload)
    await payload.jobs.run({ queue, limit: queue === QUEUES.audio ? 1 : 20 })
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
        { updatedAt: { greater_than: new Date(Date.now() - STALE_JOB_MINUTES * 60_000).toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as never
}

/**
 * Queues one translation job per language for an article (issue 7 §2 `POST
 * /api/admin/articles/{id}/translate`). A language that already has a pending or running
 * job for the article gets that job back instead of a second one. Returns the jobs.
 */
export async function queueArticleTranslations(payload: Payload, articleId: number, locales: readonly string[]): Promise<TranslationJob[]> {
  const jobs: TranslationJob[] = []
  for (const locale of locales) {
    const open = await openJob(payload, 'translation-jobs', { article: { equals: articleId }, locale: { equals: locale } })
    if (open) {
      jobs.push(open)
      continue
    }
    const job = await payload.create({
      collection: 'translation-jobs',
      data: { subject: 'article', article: articleId, locale: locale as TranslationJob['locale'], status: 'pending' },
      overrideAccess: true,
      depth: 0,
    })
    await payload.jobs.queue({ task: 'translateArticle', input: { translationJobId: job.id }, queue: QUEUES.translation })
    jobs.push(job)
  }
  runQueueSoon(payload, QUEUES.translation)
  return jobs
}

/** Queues one UI-strings translation job per language (issue 7 §4); open jobs are reused. */
export async function queueUiStringsTranslations(payload: Payload, locales: readonly string[]): Promise<TranslationJob[]> {
  const jobs: TranslationJob[] = []
  for (const locale of locales) {
    const open = await openJob(payload, 'translation-jobs', { subject: { equals: 'uiStrings' }, locale: { equals: locale } })
    if (open) {
      jobs.push(open)
      continue
    }
    const job = await payload.create({
      collection: 'translation-jobs',
      data: { subject: 'uiStrings', locale: locale as TranslationJob['locale'], status: 'pending' },
      overrideAccess: true,
      depth: 0,
    })
    await payload.jobs.queue({ task: 'translateUiStrings', input: { translationJobId: job.id }, queue: QUEUES.translation })
    jobs.push(job)
  }
  runQueueSoon(payload, QUEUES.translation)
  return jobs
}

/** Queues an audio job for an article in one language (issue 7 §5); an open job is reused. */
export async function queueAudio(payload: Payload, article: { id: number; title?: string | null }, locale: string): Promise<AudioJob> {
  const open = await openJob(payload, 'audio-jobs', { article: { equals: article.id }, locale: { equals: locale } })
  if (open) return open
  const job = await payload.create({
    collection: 'audio-jobs',
    data: { article: article.id, articleTitle: article.title ?? '', locale: locale as AudioJob['locale'], status: 'pending', audioStatus: 'none' },
    overrideAccess: true,
    depth: 0,
  })
  await payload.jobs.queue({ task: 'generateAudio', input: { audioJobId: job.id }, queue: QUEUES.audio })
  runQueueSoon(payload, QUEUES.audio)
  return job
}
