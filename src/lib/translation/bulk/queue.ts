import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { TranslationJob } from '@payload-types'
import { runQueueSoon } from '@/lib/jobs/enqueue'
import { jobTitle } from '@/lib/jobs/jobTitle'
import { STALE_JOB_MINUTES } from '@/lib/jobs/stale'
import { QUEUES } from '@/lib/jobs/status'
import { relationId } from '@/lib/db/relationId'
import { asServer } from '@/lib/payload/readAs'

import type { BulkArticle, BulkLanguagePlan } from './plan'

/** What was queued: the batch id and the jobs per language. */
export type QueuedBulk = { batch: string; languages: { locale: string; jobs: number }[] }

const queueJob = (payload: Payload, translationJobId: number) =>
  payload.jobs.queue({
    task: 'translateArticle',
    input: { translationJobId },
    queue: QUEUES.translation,
    ...asServer(
      "Bulk translation: the server queues each job (Payload's queue is closed to the API).",
    ),
  })

/**
 * Queues a bulk translation under one new batch id (a UUID on each `translation-jobs`
 * document, field `batch`): one `translateArticle` job per article and language of the
 * plans, with the reviewed versions too when `includeReviewed`. An article and language
 * that already has an open job (pending or running, not stale) keeps that job, which joins
 * the batch, instead of a second one. The jobs run on the workers of the `translation`
 * queue (or right after the answer when jobs run in the web process).
 */
export async function queueBulkTranslation(
  payload: Payload,
  plans: readonly BulkLanguagePlan[],
  includeReviewed: boolean,
): Promise<QueuedBulk> {
  const batch = randomUUID()
  const open = await payload.find({
    collection: 'translation-jobs',
    where: {
      and: [
        { subject: { equals: 'article' } },
        { locale: { in: plans.map((p) => p.locale) } },
        { status: { in: ['pending', 'running'] } },
        {
          updatedAt: {
            greater_than: new Date(Date.now() - STALE_JOB_MINUTES * 60_000).toISOString(),
          },
        },
      ],
    },
    depth: 0,
    pagination: false,
    ...asServer(
      'Bulk queue: the server looks for open jobs as itself (jobs are closed to API writes).',
    ),
    select: { article: true, locale: true },
  })
  const openJob = new Map<string, number>(
    open.docs.map((j) => [`${relationId(j.article)}:${j.locale}`, j.id]),
  )
  const languages: QueuedBulk['languages'] = []
  const joined: number[] = []
  for (const plan of plans) {
    const articles: BulkArticle[] = includeReviewed
      ? [...plan.articles, ...plan.reviewed]
      : plan.articles
    for (const article of articles) {
      const existing = openJob.get(`${article.id}:${plan.locale}`)
      if (existing) {
        joined.push(existing)
        continue
      }
      const job = await payload.create({
        collection: 'translation-jobs',
        data: {
          // Named here: the plan already knows the German title (saves the hook a read).
          title: jobTitle({
            kind: 'translation',
            articleTitle: article.title,
            locale: plan.locale,
          }),
          subject: 'article',
          article: article.id,
          locale: plan.locale as TranslationJob['locale'],
          status: 'pending',
          batch,
        },
        ...asServer('Bulk queue: the server creates the job (jobs are closed to API writes).'),
        depth: 0,
      })
      await queueJob(payload, job.id)
    }
    languages.push({ locale: plan.locale, jobs: articles.length })
  }
  if (joined.length)
    await payload.update({
      collection: 'translation-jobs',
      where: { id: { in: joined } },
      data: { batch },
      ...asServer('Bulk queue: the server adds the joined jobs to the batch.'),
      depth: 0,
    })
  runQueueSoon(payload, QUEUES.translation)
  return { batch, languages }
}

/**
 * Queues the failed jobs of a batch again: each goes back to `pending` (error cleared) and
 * gets a new `translateArticle` run. Returns how many; 0 when none had failed.
 */
export async function retryBulkTranslation(payload: Payload, batch: string): Promise<number> {
  const failed = await payload.find({
    collection: 'translation-jobs',
    where: { and: [{ batch: { equals: batch } }, { status: { equals: 'error' } }] },
    depth: 0,
    pagination: false,
    ...asServer("Bulk retry: the batch's failed jobs, read as the server."),
    select: { status: true },
  })
  for (const job of failed.docs) {
    await payload.update({
      collection: 'translation-jobs',
      id: job.id,
      data: { status: 'pending', error: null, startedAt: null, finishedAt: null },
      ...asServer('Bulk retry: the server resets the job (jobs are closed to API writes).'),
      depth: 0,
    })
    await queueJob(payload, job.id)
  }
  if (failed.docs.length) runQueueSoon(payload, QUEUES.translation)
  return failed.docs.length
}
