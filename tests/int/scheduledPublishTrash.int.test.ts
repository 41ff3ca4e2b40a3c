import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { pendingSchedulesOf } from '../../collections/hooks/scheduledPublish'

import { asUser, createUser, testPayload } from './helpers/payload'
import { articleJanitor } from './helpers/studioJobs'

/**
 * A planned publication ("Veröffentlichung planen", Payload's schedulePublish job) goes
 * with its document: moving an article or page to the trash, or deleting it for good,
 * removes its pending jobs, and restoring it plans nothing again.
 */
let payload: Payload
let editor: User
const janitor = articleJanitor(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
})
afterAll(() => janitor.removeAll())

/** What "Veröffentlichung planen" queues (Payload's schedulePublish handler), a day ahead. */
async function plan(collection: 'articles' | 'pages', id: number, type = 'publish') {
  return (await payload.jobs.queue({
    task: 'schedulePublish',
    queue: 'default',
    waitUntil: new Date(Date.now() + 86_400_000),
    input: { type, doc: { relationTo: collection, value: String(id) } },
  } as never)) as { id: number }
}

/** How many planned publications of the document are still waiting. */
async function pending(collection: 'articles' | 'pages', id: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: pendingSchedulesOf(collection, id),
    overrideAccess: true,
  })
  return totalDocs
}

const draftArticle = async (title: string) => {
  const draft = await payload.create({
    collection: 'articles',
    data: { title: `${title} ${Date.now()}`, _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  janitor.track(draft.id)
  return draft
}

describe('planned publications of trashed or deleted documents', () => {
  it('trashing an article removes its planned publication; restoring does not plan it again', async () => {
    const draft = await draftArticle('Geplant, dann gelöscht')
    const other = await draftArticle('Geplant und bleibt')
    await plan('articles', draft.id)
    await plan('articles', draft.id, 'unpublish')
    const kept = await plan('articles', other.id)
    expect(await pending('articles', draft.id)).toBe(2)

    // the studio's "Löschen": into the trash
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { deletedAt: new Date().toISOString() },
      ...asUser(editor),
    })
    expect(await pending('articles', draft.id)).toBe(0)
    // another article's plan stays
    expect(await pending('articles', other.id)).toBe(1)

    // restored from the trash: still a draft, nothing planned
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { deletedAt: null },
      trash: true,
      ...asUser(editor),
    })
    expect(await pending('articles', draft.id)).toBe(0)
    const restored = await payload.findByID({
      collection: 'articles',
      id: draft.id,
      draft: true,
      overrideAccess: true,
    })
    expect(restored._status).toBe('draft')
    await payload.delete({ collection: 'payload-jobs', id: kept.id, overrideAccess: true })
  })

  it('deleting an article for good removes its planned publication', async () => {
    const draft = await draftArticle('Geplant, dann endgültig gelöscht')
    await plan('articles', draft.id)
    await payload.delete({ collection: 'articles', id: draft.id, trash: true, ...asUser(editor) })
    expect(await pending('articles', draft.id)).toBe(0)
  })

  it('trashing a static page removes its planned publication', async () => {
    const about = (
      await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'about' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    await plan('pages', about.id)
    expect(await pending('pages', about.id)).toBe(1)
    await payload.update({
      collection: 'pages',
      id: about.id,
      data: { deletedAt: new Date().toISOString() },
      ...asUser(editor),
    })
    expect(await pending('pages', about.id)).toBe(0)
    await payload.update({
      collection: 'pages',
      id: about.id,
      data: { deletedAt: null },
      trash: true,
      ...asUser(editor),
    })
    expect(await pending('pages', about.id)).toBe(0)
  })
})
