import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

import { personOf } from './studioActivity'

/**
 * An article waiting for its planned publication: its German title, when it goes online
 * (ISO; the studio shows it in Berlin time, the only time zone plans are made in) and who
 * planned it ("Vorname Nachname", else the e-mail; null when unknown).
 */
export type ScheduledArticle = {
  id: number
  title: string
  at: string
  by: string | null
  href: string
}

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo?: string; value?: string | number }
  user?: { relationTo?: string; value?: number | string } | number | string | null
}

/** The planning user's id of a schedule job (Payload stores `{ relationTo, value }`). */
function plannerId(input: ScheduleInput): number | null {
  const ref = input.user
  const id = Number(ref && typeof ref === 'object' ? ref.value : ref)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** Names of the users who planned, by id, read as the server (the list is staff-only). */
async function plannerNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { firstName: true, lastName: true, email: true },
    ...asServer('Studio (staff only): names of the editors who planned publications.'),
  })
  return new Map(docs.map((u) => [u.id, personOf(u)]))
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
  const earliest = new Map<number, { at: string; input: ScheduleInput }>()
  for (const job of jobs) {
    const input = (job.input ?? {}) as ScheduleInput
    if (job.hasError || (input.type && input.type !== 'publish') || !job.waitUntil) continue
    const id = Number(input.doc?.value)
    if (Number.isInteger(id) && !earliest.has(id)) earliest.set(id, { at: job.waitUntil, input })
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
  const planners = [...earliest.values()].map((p) => plannerId(p.input))
  const names = await plannerNames(payload, [
    ...new Set(planners.filter((id): id is number => id !== null)),
  ])
  return articles
    .map((a) => {
      const plan = earliest.get(a.id)!
      const planner = plannerId(plan.input)
      return {
        id: a.id,
        title: a.title || 'ohne Titel',
        at: plan.at,
        by: planner ? (names.get(planner) ?? null) : null,
        href: `/admin/collections/articles/${a.id}`,
      }
    })
    .sort((a, b) => a.at.localeCompare(b.at))
}
