import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/** An article waiting for its planned publication: its German title and when it goes online. */
export type ScheduledArticle = { id: number; title: string; at: string; href: string }

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo?: string; value?: string | number }
}

/**
 * Articles planned for publication ("Veröffentlichung planen"), earliest first: every
 * article with a `schedulePublish` job of Payload's that is still to run (not completed,
 * not failed), with the time of its earliest such job (`waitUntil`, ISO). A job whose time
 * has passed counts until a worker has run it (workers poll the queue, docs/operations.md).
 * Articles in the trash are left out.
 */
export async function scheduledArticles(payload: Payload): Promise<ScheduledArticle[]> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: 'articles' } },
        { completedAt: { exists: false } },
      ],
    },
    sort: 'waitUntil',
    limit: 0,
    pagination: false,
    depth: 0,
    ...asServer(
      "Studio (staff only): Payload's job queue is closed to the API; read as the server.",
    ),
  })
  const earliest = new Map<number, string>()
  for (const job of jobs) {
    const input = (job.input ?? {}) as ScheduleInput
    if (job.hasError || (input.type && input.type !== 'publish') || !job.waitUntil) continue
    const id = Number(input.doc?.value)
    if (Number.isInteger(id) && !earliest.has(id)) earliest.set(id, job.waitUntil)
  }
  if (!earliest.size) return []
  const { docs: articles } = await payload.find({
    collection: 'articles',
    where: { id: { in: [...earliest.keys()] } },
    draft: true,
    locale: 'de',
    limit: 0,
    pagination: false,
    depth: 0,
    ...asServer("Studio (staff only): titles of the planned articles' drafts, read as the server."),
    select: { title: true },
  })
  return articles
    .map((a) => ({
      id: a.id,
      title: a.title || 'ohne Titel',
      at: earliest.get(a.id)!,
      href: `/admin/collections/articles/${a.id}`,
    }))
    .sort((a, b) => a.at.localeCompare(b.at))
}
