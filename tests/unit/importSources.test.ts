import { createReadStream, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { GhostFormatError, readGhostExport } from '@/lib/import/ghost'
import { readWxr, WxrFormatError } from '@/lib/import/wxr'

const fixtures = path.resolve('tests/fixtures/import')
const ghostJson = () => JSON.parse(readFileSync(path.join(fixtures, 'ghost-6.json'), 'utf8'))
const wxr = () =>
  readWxr(createReadStream(path.join(fixtures, 'wordpress-wxr-1.2.xml'), { encoding: 'utf8' }))

async function* chunks(...parts: string[]) {
  yield* parts
}

describe('Ghost export (version 6)', () => {
  it('reads posts and pages with their tags in order, authors, excerpt and visibility', () => {
    const source = readGhostExport(ghostJson())
    expect(source.source).toBe('ghost')
    const bySlug = new Map(source.items.map((i) => [i.slug, i]))
    const lack = bySlug.get('fluoridlack-bei-kindern')!
    expect(lack).toMatchObject({
      kind: 'post',
      status: 'published',
      title: 'Fluoridlack bei Kindern',
      excerpt: 'Was der Lack im Milchgebiss leistet.',
      publishedAt: '2024-05-03T09:00:00.000Z',
      authors: ['Dr. Jana Weber'],
      // sort_order decides: the primary tag first, the internal tag after it
      terms: ['prophylaxe', 'hash-patienten'],
      membersOnly: false,
      featureImage: '/content/images/2024/05/lack.jpg',
      featureImageAlt: 'Kinderzähne mit Fluoridlack',
      oldPaths: ['/fluoridlack-bei-kindern/'],
    })
    // Ghost's URL placeholder is gone from the body, too.
    expect(lack.html).toContain('src="/content/images/2024/05/lack.jpg"')
    expect(bySlug.get('versiegelung-molaren')).toMatchObject({
      membersOnly: true,
      authors: ['Prof. Dr. Malte Krüger', 'Dr. Jana Weber'],
      canonicalUrl: 'https://alt.example.de/versiegelung-molaren/',
    })
    expect(bySlug.get('aligner-adolescence')).toMatchObject({
      status: 'scheduled',
      language: 'en',
      membersOnly: true,
    })
    expect(bySlug.get('impressum')?.kind).toBe('page')
    expect(source.terms.find((t) => t.slug === 'hash-patienten')?.internal).toBe(true)
  })

  it('names the field that does not fit when the file is no Ghost export', () => {
    expect(() => readGhostExport({ posts: [] })).toThrow(GhostFormatError)
    expect(() => readGhostExport({ db: [{ data: { posts: [{ id: 1 }] } }] })).toThrow(/posts/)
  })
})

describe('WordPress WXR 1.2', () => {
  it('reads posts, pages and attachments, leaves auto-drafts out', async () => {
    const source = await wxr()
    expect(source.siteUrl).toBe('https://zahn.example.de')
    expect(source.items.map((i) => [i.kind, i.slug])).toEqual([
      ['post', 'periimplantitis-frueh-erkennen'],
      ['post', 'parodontitis-diabetes'],
      ['page', 'datenschutz'],
    ])
    expect(source.attachments.map((a) => a.sourceId)).toEqual(['456', '457'])
    const post = source.items[0]!
    expect(post).toMatchObject({
      sourceId: '123',
      title: 'Periimplantitis früh erkennen',
      status: 'published',
      publishedAt: '2019-05-15T10:00:00.000Z',
      authors: ['Dr. Petra Lange'],
      terms: ['implantologie', 'periimplantitis'],
      language: 'de-DE',
      excerpt: 'Woran man eine Periimplantitis früh erkennt.',
      featureImage: 'https://zahn.example.de/wp-content/uploads/2019/05/roentgen.jpg',
      featureImageAlt: 'Röntgenbild eines Implantats',
      oldPaths: ['/2019/05/periimplantitis-frueh-erkennen/', '/?p=123'],
    })
    // The body keeps its blank lines (paragraphs of classic WordPress text).
    expect(post.html).toContain('Warnsignal.\n\nDie Therapie')
    expect(source.items[2]?.oldPaths).toEqual(['/datenschutz/', '/?page_id=2'])
    expect(source.terms.map((t) => [t.slug, t.kind])).toEqual([
      ['implantologie', 'category'],
      ['parodontologie', 'category'],
      ['periimplantitis', 'tag'],
    ])
  })

  it('reads the same when the file arrives in small pieces', async () => {
    const text = readFileSync(path.join(fixtures, 'wordpress-wxr-1.2.xml'), 'utf8')
    const pieces = text.match(/[\s\S]{1,37}/g) ?? []
    const source = await readWxr(chunks(...pieces))
    expect(source.items).toHaveLength(3)
    expect(source.items[1]?.html).toContain('&amp; umgekehrt')
  })

  it('refuses a DTD (no external entities, no entity expansion)', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><title>&x;</title></channel></rss>`
    await expect(readWxr(chunks(xxe))).rejects.toThrow(WxrFormatError)
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><rss>&lol2;</rss>`
    await expect(readWxr(chunks(laughs))).rejects.toThrow(/DTD/)
  })

  it('refuses malformed XML and files that are no WordPress export', async () => {
    await expect(readWxr(chunks('<rss><channel></rss>'))).rejects.toThrow(WxrFormatError)
    await expect(readWxr(chunks('<feed></feed>'))).rejects.toThrow(/rss/)
  })
})
