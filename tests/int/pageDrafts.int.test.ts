import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page, User } from '@payload-types'
import { findStaticPage } from '@/lib/pages/reads'

import { asUser, createUser, richText, testPayload } from './helpers/payload'

/**
 * Static pages have drafts: what the editor types is autosaved as a draft that readers never
 * see (the public page, its metadata and Payload's own API serve the published version
 * only) until it is published; every published text stays a revision that can be restored.
 */
let payload: Payload
let editor: User
let privacy: Page

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
  privacy = (
    await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'privacy' } },
      limit: 1,
      locale: 'de',
      overrideAccess: true,
    })
  ).docs[0]!
})

afterAll(async () => {
  // the next test files read the seeded privacy page
  await payload.update({
    collection: 'pages',
    id: privacy.id,
    locale: 'de',
    data: { title: privacy.title, content: privacy.content, _status: 'published' },
    overrideAccess: true,
  })
})

/** What the studio's autosave sends while the editor types: a draft, marked `autosave`. */
const autosave = async (title: string, text: string) =>
  payload.update({
    collection: 'pages',
    id: privacy.id,
    locale: 'de',
    draft: true,
    autosave: true,
    data: { title, content: await richText(payload, text) },
    ...asUser(editor),
  })

/** The page as a visitor asks Payload's own API for it, `?draft=true` included. */
const visitorRead = (draft: boolean) =>
  payload.find({
    collection: 'pages',
    where: { slug: { equals: 'privacy' } },
    locale: 'de',
    draft,
    overrideAccess: false,
  })

describe('static page drafts', () => {
  it('the seeded pages are published', async () => {
    expect(privacy._status).toBe('published')
    expect((await findStaticPage(payload, 'privacy', 'de'))?.title).toBe(privacy.title)
  })

  it('an autosaved draft is not visible to readers while the published text is', async () => {
    await autosave('Datenschutz (Entwurf)', 'Ein halb geschriebener Entwurf zur Einwilligung.')

    const shown = await findStaticPage(payload, 'privacy', 'de')
    expect(shown?.title).toBe(privacy.title)
    expect(shown?.html).not.toContain('halb geschriebener Entwurf')
    // Payload's REST/GraphQL answer for a visitor: the published text, even with ?draft=true
    for (const draft of [false, true])
      expect(JSON.stringify((await visitorRead(draft)).docs)).not.toContain('Entwurf')

    // the staff preview reads the draft
    const preview = await findStaticPage(payload, 'privacy', 'de', { draft: true })
    expect(preview?.title).toBe('Datenschutz (Entwurf)')
    expect(preview?.html).toContain('halb geschriebener Entwurf')
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: privacy.id } },
      sort: '-updatedAt',
      limit: 1,
      ...asUser(editor),
    })
    expect([(docs[0] as { autosave?: boolean }).autosave, docs[0]?.version._status]).toEqual([
      true,
      'draft',
    ])
  })

  it('publishing the draft makes it visible', async () => {
    await payload.update({
      collection: 'pages',
      id: privacy.id,
      locale: 'de',
      data: {
        title: 'Datenschutz (neue Fassung)',
        content: await richText(payload, 'Die veröffentlichte Fassung zur Einwilligung.'),
        _status: 'published',
      },
      ...asUser(editor),
    })
    const shown = await findStaticPage(payload, 'privacy', 'de')
    expect(shown?.title).toBe('Datenschutz (neue Fassung)')
    expect(shown?.html).toContain('veröffentlichte Fassung')
    expect(JSON.stringify((await visitorRead(false)).docs)).toContain('Datenschutz (neue Fassung)')
  })

  it('restoring an older published revision brings its text back to readers', async () => {
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: {
        and: [{ parent: { equals: privacy.id } }, { 'version._status': { equals: 'published' } }],
      },
      sort: '-updatedAt',
      locale: 'de',
      ...asUser(editor),
    })
    const older = docs.find((v) => v.version.title === privacy.title)
    expect(older).toBeDefined()
    await payload.restoreVersion({ collection: 'pages', id: older!.id, ...asUser(editor) })
    const shown = await findStaticPage(payload, 'privacy', 'de')
    expect(shown?.title).toBe(privacy.title)
    expect(shown?.html).not.toContain('veröffentlichte Fassung')
  })

  it('a page taken offline ("Veröffentlichung aufheben") is gone for readers, not for the preview', async () => {
    await payload.update({
      collection: 'pages',
      id: privacy.id,
      data: { _status: 'draft' },
      ...asUser(editor),
    })
    expect(await findStaticPage(payload, 'privacy', 'de')).toBeNull()
    expect((await findStaticPage(payload, 'privacy', 'de', { draft: true }))?.title).toBe(
      privacy.title,
    )
  })
})
