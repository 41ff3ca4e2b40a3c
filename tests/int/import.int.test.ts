import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getImport } from '@/app/api/admin/imports/[id]/route'
import { POST as postImport } from '@/app/api/admin/imports/route'
import { runImportFile, type ImportRunOptions } from '@/lib/import/execute'
import { importMembers } from '@/lib/import/members'
import { redirectFor } from '@/lib/redirects/knownRedirects'
import proxy from '@/proxy'

import { callRoute, rawCall } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { tokenFor } from './helpers/studioJobs'

const fixtures = path.resolve('tests/fixtures/import')
const work = mkdtempSync(path.join(tmpdir(), 'dj-import-int-'))
process.env.IMPORT_DIR = path.join(work, 'uploads')

let payload: Payload
let adminToken: string
let editorToken: string
/** Ghost's images folder as the editor would upload it, with the one image the export uses. */
let ghostImages: string

beforeAll(async () => {
  payload = await testPayload()
  const admin = await createUser(payload, 'admin')
  const editor = await createUser(payload, 'editor')
  adminToken = await tokenFor(payload, admin.email)
  editorToken = await tokenFor(payload, editor.email)
  ghostImages = path.join(work, 'ghost-images')
  mkdirSync(path.join(ghostImages, 'content/images/2024/05'), { recursive: true })
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#88aacc' },
  })
    .jpeg()
    .toBuffer()
  writeFileSync(path.join(ghostImages, 'content/images/2024/05/lack.jpg'), jpeg)
})

// Other files count the seeded articles and categories: everything imported here goes again.
afterAll(async () => {
  const { docs: records } = await payload.find({
    collection: 'import-records',
    pagination: false,
    overrideAccess: true,
  })
  const collectionOf = {
    article: 'articles',
    page: 'pages',
    category: 'categories',
    media: 'media',
  } as const
  for (const kind of ['article', 'page', 'media', 'category'] as const)
    for (const record of records.filter((r) => r.kind === kind))
      await payload.delete({
        collection: collectionOf[kind],
        id: record.docId,
        trash: true,
        overrideAccess: true,
      } as never)
  const everything = { where: { id: { exists: true } }, overrideAccess: true }
  await payload.delete({ collection: 'redirects', ...everything })
  await payload.delete({ collection: 'import-records', ...everything })
  await payload.delete({ collection: 'imports', ...everything })
  await payload.delete({
    collection: 'newsletter-subscribers',
    where: { source: { equals: 'import' } },
    overrideAccess: true,
  })
})

/** The Ghost fixture with some posts changed, written to a file of its own. */
function ghostFile(change: (posts: Record<string, unknown>[]) => void = () => {}): string {
  const json = JSON.parse(readFileSync(path.join(fixtures, 'ghost-6.json'), 'utf8'))
  change(json.db[0].data.posts)
  const file = path.join(work, `ghost-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(file, JSON.stringify(json))
  return file
}

const ghostRun = (file: string, extra: Partial<ImportRunOptions> = {}) =>
  runImportFile(payload, {
    source: 'ghost',
    file,
    imagesDir: ghostImages,
    categoryMap: { prophylaxe: 'new', kieferorthopaedie: 'new' },
    dryRun: false,
    ...extra,
  })

async function articleBySlug(slug: string, locale: 'de' | 'en' = 'de') {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { slug: { equals: slug } },
    depth: 0,
    draft: true,
    locale,
    overrideAccess: true,
  })
  return docs
}

async function waitForRun(id: number) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const doc = await payload.findByID({ collection: 'imports', id, overrideAccess: true })
    if (doc.status === 'done' || doc.status === 'failed') return doc
    if (Date.now() > deadline) throw new Error(`import ${id} still ${doc.status}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function uploadForm(fields: Record<string, string>, file: string, name: string) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('file', new Blob([readFileSync(file)]), name)
  return form
}

describe('POST /api/admin/imports and GET /api/admin/imports/{id}: the dry run', () => {
  it('reports counts, the category mapping and warnings per item, and writes nothing', async () => {
    const form = uploadForm(
      { source: 'wordpress', dryRun: 'true' },
      path.join(fixtures, 'wordpress-wxr-1.2.xml'),
      'export.xml',
    )
    const started = await rawCall(postImport, 'http://localhost/api/admin/imports', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    })
    expect(started.status, started.text).toBe(202)
    const { id } = JSON.parse(started.text) as { id: number }
    await waitForRun(id)
    const answer = await callRoute(getImport, {
      method: 'GET',
      bearer: adminToken,
      params: { id: String(id) },
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      status: 'done',
      dryRun: true,
      fileName: 'export.xml',
      counts: { articles: 2, pages: 1, redirects: 6, skipped: 0, updated: 0 },
    })
    const warnings = answer.json.warnings as { sourceId: string; code: string }[]
    expect(warnings).toContainEqual(
      expect.objectContaining({ sourceId: '123', code: 'unknownMarkup' }),
    )
    const mapping = answer.json.categoryMapping as { sourceSlug: string; choice: string }[]
    expect(mapping.map((r) => r.sourceSlug)).toEqual([
      'implantologie',
      'parodontologie',
      'periimplantitis',
    ])
    expect(await articleBySlug('periimplantitis-frueh-erkennen')).toHaveLength(0)
  })

  it('is for admins only, and refuses bad fields with the issue', async () => {
    const file = path.join(fixtures, 'wordpress-wxr-1.2.xml')
    const url = 'http://localhost/api/admin/imports'
    const anonymous = await rawCall(postImport, url, {
      method: 'POST',
      body: uploadForm({ source: 'wordpress' }, file, 'x.xml'),
    })
    expect(anonymous.status).toBe(401)
    const editor = await rawCall(postImport, url, {
      method: 'POST',
      headers: { authorization: `Bearer ${editorToken}` },
      body: uploadForm({ source: 'wordpress' }, file, 'x.xml'),
    })
    expect(editor.status).toBe(403)
    const wrongSource = await rawCall(postImport, url, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: uploadForm({ source: 'medium' }, file, 'x.xml'),
    })
    expect(wrongSource.status).toBe(400)
    expect(JSON.parse(wrongSource.text)).toMatchObject({ code: 'invalid_input' })
    const json = await rawCall(postImport, url, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
    const unknown = await callRoute(getImport, {
      method: 'GET',
      bearer: adminToken,
      params: { id: '999999' },
    })
    expect(unknown.status).toBe(404)
  })
})

describe('importing a Ghost export', () => {
  it('maps posts, members-only visibility, language, images and old addresses', async () => {
    const report = await ghostRun(ghostFile())
    expect(report.counts).toMatchObject({ articles: 3, categories: 2, media: 1, updated: 0 })
    const [lack] = await articleBySlug('fluoridlack-bei-kindern')
    expect(lack).toMatchObject({
      title: 'Fluoridlack bei Kindern',
      abstract: 'Was der Lack im Milchgebiss leistet.',
      authorName: 'Dr. Jana Weber',
      isPremium: false,
      _status: 'published',
      publishedAt: '2024-05-03T09:00:00.000Z',
    })
    expect(lack?.image).toEqual(expect.any(Number))
    const nodes = JSON.stringify(lack?.body)
    expect(nodes).toContain('"type":"upload"')
    expect(nodes).toContain('"type":"heading"')
    const [sealing] = await articleBySlug('versiegelung-molaren')
    expect(sealing).toMatchObject({
      isPremium: true,
      authorName: 'Prof. Dr. Malte Krüger, Dr. Jana Weber',
      canonicalUrl: 'https://alt.example.de/versiegelung-molaren/',
    })
    const [aligner] = await articleBySlug('aligner-adolescence', 'en')
    expect(aligner).toMatchObject({ title: 'Aligner in adolescence', _status: 'draft' })
    expect(report.warnings).toContainEqual(expect.objectContaining({ code: 'noText' }))

    // The old address answers 301 with the article (the proxy's copy read anew first).
    expect(await redirectFor('/fluoridlack-bei-kindern/', Date.now() + 60_000)).toBe(
      `/article/${lack?.id}`,
    )
    const response = await proxy(
      new NextRequest(new URL('/fluoridlack-bei-kindern', 'http://127.0.0.1:3000')),
    )
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location')!).pathname).toBe(`/article/${lack?.id}`)
    // WordPress' and Ghost's usual form, with a trailing slash: 301 in one step.
    const withSlash = await proxy(
      new NextRequest(new URL('/fluoridlack-bei-kindern/', 'http://127.0.0.1:3000')),
    )
    expect(withSlash.status).toBe(301)
    expect(new URL(withSlash.headers.get('location')!).pathname).toBe(`/article/${lack?.id}`)
    // Any other path with a trailing slash goes to itself without it, as Next would.
    const other = await proxy(
      new NextRequest(new URL('/category/studies/?page=2', 'http://127.0.0.1:3000')),
    )
    expect(other.status).toBe(308)
    expect(new URL(other.headers.get('location')!)).toMatchObject({
      pathname: '/category/studies',
      search: '?page=2',
    })
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: '/fluoridlack-bei-kindern' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })

  it('creates nothing twice, updates what changed and leaves an editor’s change alone', async () => {
    const again = await ghostRun(ghostFile())
    expect(again.counts).toMatchObject({
      articles: 0,
      categories: 0,
      media: 0,
      updated: 0,
      redirects: 0,
    })
    expect(await articleBySlug('fluoridlack-bei-kindern')).toHaveLength(1)

    const [sealing] = await articleBySlug('versiegelung-molaren')
    await payload.update({
      collection: 'articles',
      id: sealing!.id,
      data: { title: 'Versiegelung: von der Redaktion überarbeitet' },
      overrideAccess: true,
    })
    const changed = await ghostRun(
      ghostFile((posts) => {
        for (const post of posts) post.title = `${String(post.title)} (2. Auflage)`
      }),
    )
    expect(changed.counts).toMatchObject({ articles: 0, updated: 2 })
    expect(changed.warnings).toContainEqual(
      expect.objectContaining({ sourceId: '6650a1f0c1e2a30001a0b002', code: 'editedSinceImport' }),
    )
    const [lack] = await articleBySlug('fluoridlack-bei-kindern')
    expect(lack?.title).toBe('Fluoridlack bei Kindern (2. Auflage)')
    const [kept] = await articleBySlug('versiegelung-molaren')
    expect(kept?.title).toBe('Versiegelung: von der Redaktion überarbeitet')
  })
})

describe('Ghost members', () => {
  it('become newsletter subscribers with their recorded consent, never accounts', async () => {
    const csv = readFileSync(path.join(fixtures, 'ghost-members.csv'), 'utf8')
    const usersBefore = await payload.count({ collection: 'users', overrideAccess: true })
    expect(await importMembers(payload, csv, { dryRun: true })).toEqual({
      imported: 2,
      existing: 0,
      notSubscribed: 1,
      invalid: 1,
    })
    const report = await importMembers(payload, csv, { dryRun: false })
    expect(report.imported).toBe(2)
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { source: { equals: 'import' } },
      sort: 'email',
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.email, d.status, d.consentAt])).toEqual([
      ['anna.berg@praxis-berg.example', 'confirmed', '2023-03-14T09:12:00.000Z'],
      ['clara.voss@example.de', 'confirmed', '2024-01-20T16:45:00.000Z'],
    ])
    expect((await importMembers(payload, csv, { dryRun: false })).existing).toBe(2)
    expect(await payload.count({ collection: 'users', overrideAccess: true })).toEqual(usersBefore)
  })
})
