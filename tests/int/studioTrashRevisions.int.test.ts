import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { failedJobs, ownDrafts, recentChanges } from '@/lib/admin/studioActivity'
import { purgeExpiredTrash, TRASH_DAYS } from '@/lib/admin/trash'
import { findPublishedArticleIds, findRenderedArticle } from '@/lib/articles/reads'
import { runSql } from '@/lib/db/executor'
import { findStaticPage } from '@/lib/pages/reads'
import { searchArticles } from '@/lib/search/articleSearch'
import { publishedArticles } from '@/lib/seo/sitemap'

import { asUser, createUser, richText, testPayload } from './helpers/payload'
import { publishedPatientArticle } from './helpers/studioJobs'

/**
 * The studio keeps what editors change: deleting an article or a page moves it to the trash
 * (restorable for 30 days, never shown to readers, then purged), static pages keep their
 * revisions for restoring, and the start page says who changed what.
 */
let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
  await payload.update({
    collection: 'users',
    id: editor.id,
    data: { firstName: 'Erika', lastName: 'Redakteurin' },
    overrideAccess: true,
  })
})

/** What the studio's delete does in a collection with a trash (Payload sets `deletedAt`). */
const moveToTrash = (collection: 'articles' | 'pages', id: number) =>
  payload.update({
    collection,
    id,
    data: { deletedAt: new Date().toISOString() },
    ...asUser(editor),
  })

describe('trash', () => {
  it('hides a deleted article from every reader path, restores it, and purges it after 30 days', async () => {
    const article = await publishedPatientArticle(
      payload,
      'Papierkorbartikel über Mundspülungen',
      'Die Chlorhexidinspülung im Papierkorbtest.',
    )
    const visible = async () => ({
      rendered: Boolean(await findRenderedArticle(payload, article.id, 'de')),
      ids: (await findPublishedArticleIds(payload)).includes(article.id),
      search: (
        await searchArticles(payload, { q: 'Papierkorbtest', locale: 'de', page: 1 })
      ).results.some((r) => r.id === article.id),
      sitemap: (await publishedArticles(payload)).some((a) => a.id === article.id),
    })
    expect(await visible()).toEqual({ rendered: true, ids: true, search: true, sitemap: true })

    // the studio's "Löschen" with a trash: the document gets a deletedAt
    await moveToTrash('articles', article.id)
    expect(await visible()).toEqual({ rendered: false, ids: false, search: false, sitemap: false })
    const trashed = await payload.find({
      collection: 'articles',
      where: { id: { equals: article.id } },
      trash: true,
      overrideAccess: true,
    })
    expect(trashed.docs[0]!.deletedAt).toBeTruthy()

    // restore: the trash view clears deletedAt
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { deletedAt: null },
      trash: true,
      ...asUser(editor),
    })
    expect(await visible()).toEqual({ rendered: true, ids: true, search: true, sitemap: true })

    // deleted again and left longer than TRASH_DAYS: purged for good
    await moveToTrash('articles', article.id)
    expect((await purgeExpiredTrash(payload)).articles).toBe(0)
    const later = new Date(Date.now() + (TRASH_DAYS + 1) * 24 * 60 * 60 * 1000)
    expect((await purgeExpiredTrash(payload, later)).articles).toBeGreaterThanOrEqual(1)
    const { rows } = await runSql(payload, sql`select id from articles where id = ${article.id}`)
    expect(rows).toEqual([])
  })

  it('hides a deleted static page from readers until it is restored', async () => {
    const page = (
      await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, limit: 1 })
    ).docs[0]!
    await moveToTrash('pages', page.id)
    expect((await purgeExpiredTrash(payload)).pages).toBe(0)
    expect(await findStaticPage(payload, 'terms', 'de')).toBeNull()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { deletedAt: null },
      trash: true,
      ...asUser(editor),
    })
    expect((await findStaticPage(payload, 'terms', 'de'))?.title).toBe(page.title)
  })
})

describe('page revisions', () => {
  it('keeps each saved text of a page and restores an older one', async () => {
    const page = (
      await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'imprint' } },
        limit: 1,
        locale: 'de',
      })
    ).docs[0]!
    const original = page.content
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { content: await richText(payload, 'Ein versehentlich gespeichertes Impressum.') },
      ...asUser(editor),
    })
    expect((await findStaticPage(payload, 'imprint', 'de'))!.html).toContain('versehentlich')

    const { docs: versions } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      sort: '-updatedAt',
      locale: 'de',
      ...asUser(editor),
    })
    expect(versions.length).toBeGreaterThanOrEqual(2)
    const before = versions.find(
      (v) => JSON.stringify(v.version.content) === JSON.stringify(original),
    )
    expect(before).toBeDefined()
    await payload.restoreVersion({ collection: 'pages', id: before!.id, ...asUser(editor) })
    expect((await findStaticPage(payload, 'imprint', 'de'))!.html).not.toContain('versehentlich')
  })
})

describe('start page', () => {
  it("lists the editor's own drafts and the last changes with who, what and when", async () => {
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: { _status: 'draft', title: 'Startseitenentwurf zur Fissurenversiegelung' } as never,
      ...asUser(editor),
    })
    const drafts = await ownDrafts(payload, editor)
    expect(drafts[0]).toMatchObject({
      title: 'Startseitenentwurf zur Fissurenversiegelung',
      href: `/admin/collections/articles/${draft.id}`,
    })
    const changes = await recentChanges(payload)
    expect(changes).toHaveLength(10)
    expect(changes).toContainEqual(
      expect.objectContaining({
        who: 'Erika Redakteurin',
        what: 'Artikel „Startseitenentwurf zur Fissurenversiegelung“ als Entwurf gespeichert',
      }),
    )
    expect(changes.map((c) => c.at)).toEqual([...changes.map((c) => c.at)].sort().reverse())
    await payload.delete({ collection: 'articles', id: draft.id, overrideAccess: true })
    expect(Array.isArray(await failedJobs(payload))).toBe(true)
  })
})
