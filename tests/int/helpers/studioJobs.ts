import type { Payload } from 'payload'

import type { Article, AudioJob, TranslationJob } from '@payload-types'

import { richText } from './payload'

/**
 * Waits until every listed translation or audio job has left pending/running (the admin
 * routes start the queue right after answering), polling the database; 30 s at most.
 */
export async function waitForJobs<C extends 'translation-jobs' | 'audio-jobs'>(
  payload: Payload,
  collection: C,
  ids: number[],
  timeoutMs = 30_000,
): Promise<Map<string, C extends 'audio-jobs' ? AudioJob : TranslationJob>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      overrideAccess: true,
    })
    if (
      docs.length === ids.length &&
      docs.every((d) => d.status === 'done' || d.status === 'error')
    ) {
      return new Map(docs.map((d) => [d.locale as string, d as never]))
    }
    if (Date.now() > deadline)
      throw new Error(`jobs still open: ${JSON.stringify(docs.map((d) => [d.id, d.status]))}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A Bearer token for a user made by `createUser` (password `test-password-123`). */
export async function tokenFor(payload: Payload, email: string): Promise<string> {
  const { token } = await payload.login({
    collection: 'users',
    data: { email, password: 'test-password-123' },
  })
  if (!token) throw new Error('no token')
  return token
}

/**
 * Ids of articles a test file created through the admin API; `removeArticles` deletes them
 * afterwards so the seeded lists other files count stay as seeded.
 */
export function articleJanitor(payload: () => Payload) {
  const ids: number[] = []
  return {
    track(id: unknown): number {
      ids.push(Number(id))
      return Number(id)
    },
    async removeAll() {
      if (ids.length)
        await payload().delete({
          collection: 'articles',
          where: { id: { in: ids } },
          overrideAccess: true,
        })
    },
  }
}

/**
 * A published patient article (free, so its audio is made for everyone) with `title` and a
 * body from `markdown`, created without automatic audio so a test queues its own job.
 * Track it with `articleJanitor`.
 */
export async function publishedPatientArticle(
  payload: Payload,
  title: string,
  markdown: string,
): Promise<Article> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { audience: { equals: 'patient' } },
    limit: 1,
    overrideAccess: true,
  })
  return payload.create({
    collection: 'articles',
    data: {
      _status: 'published',
      title,
      body: await richText(payload, markdown),
      category: docs[0]!.id,
      authorName: 'Dr. Ton',
    },
    overrideAccess: true,
    context: { disableAutoAudio: true },
  })
}
