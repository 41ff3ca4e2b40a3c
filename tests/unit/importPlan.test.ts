import { createReadStream, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readGhostExport } from '@/lib/import/ghost'
import { prepareHtml } from '@/lib/import/html'
import { consentedMembers } from '@/lib/import/members'
import { isJournalPath, JOURNAL_SEGMENTS, normalizeOldPath } from '@/lib/import/oldPaths'
import { localeOf, planImport, type JournalCategory } from '@/lib/import/plan'
import { readWxr } from '@/lib/import/wxr'

const fixtures = path.resolve('tests/fixtures/import')
const ghost = () =>
  readGhostExport(JSON.parse(readFileSync(path.join(fixtures, 'ghost-6.json'), 'utf8')))
const wordpress = () =>
  readWxr(createReadStream(path.join(fixtures, 'wordpress-wxr-1.2.xml'), { encoding: 'utf8' }))

const journal: JournalCategory[] = [
  { slug: 'prophylaxe', slugEn: 'prevention', audience: 'doctor' },
  { slug: 'implantologie', slugEn: 'implantology', audience: 'doctor' },
]

describe('dry-run report of a Ghost export', () => {
  it('leaves out a canonical address that is not a complete web address, with a warning', () => {
    const exported = ghost()
    const [first, second] = exported.items.filter((i) => i.kind === 'post')
    first!.canonicalUrl = 'www.alt.example.de/fluoridlack'
    second!.canonicalUrl = 'https://alt.example.de/versiegelung-molaren/'
    const plan = planImport(exported, { categories: journal, imageAvailability: () => 'file' })
    const planned = (id: string) => plan.items.find((p) => p.item.sourceId === id)!
    expect(planned(first!.sourceId).item.canonicalUrl).toBeNull()
    expect(planned(second!.sourceId).item.canonicalUrl).toBe(
      'https://alt.example.de/versiegelung-molaren/',
    )
    expect(plan.warnings).toContainEqual(
      expect.objectContaining({ sourceId: first!.sourceId, code: 'invalidCanonical' }),
    )
    expect(plan.warnings.filter((w) => w.code === 'invalidCanonical')).toHaveLength(1)
  })

  it('counts per kind, proposes the mapping and warns per item', () => {
    const plan = planImport(ghost(), {
      categories: journal,
      imageAvailability: (src) => (src.startsWith('/content/images/') ? 'file' : null),
    })
    expect(plan.counts).toEqual({
      articles: 3,
      pages: 1,
      categories: 1,
      media: 1,
      redirects: 4,
      skipped: 1,
      updated: 0,
    })
    expect(plan.categoryMapping).toEqual([
      { sourceSlug: 'prophylaxe', name: 'Prophylaxe', kind: 'tag', items: 2, choice: 'prophylaxe' },
      {
        sourceSlug: 'kieferorthopaedie',
        name: 'Kieferorthopädie',
        kind: 'tag',
        items: 1,
        choice: 'new',
      },
      { sourceSlug: 'hash-patienten', name: '#patienten', kind: 'tag', items: 1, choice: 'ignore' },
    ])
    const codes = plan.warnings.map((w) => [w.sourceId.slice(-3), w.code])
    expect(codes).toContainEqual(['002', 'unknownMarkup'])
    expect(codes).toContainEqual(['005', 'noText'])
    const aligner = plan.items.find((p) => p.item.slug === 'aligner-adolescence')!
    expect(aligner).toMatchObject({
      action: 'article',
      locale: 'en',
      categoryTerm: 'kieferorthopaedie',
    })
    expect(plan.items.find((p) => p.item.slug === 'impressum')).toMatchObject({
      action: 'page',
      pageSlug: 'imprint',
    })
  })

  it('follows the editor’s mapping and sends unmapped articles to the fallback category', () => {
    const plan = planImport(ghost(), {
      categories: journal,
      categoryMap: { prophylaxe: 'ignore', kieferorthopaedie: 'implantologie' },
    })
    const lack = plan.items.find((p) => p.item.slug === 'fluoridlack-bei-kindern')!
    expect(lack.categoryTerm).toBeNull()
    expect(plan.warnings).toContainEqual(
      expect.objectContaining({ sourceId: lack.item.sourceId, code: 'noCategory' }),
    )
    expect(plan.counts.categories).toBe(1) // the fallback category only
    // Every image is missing when there is no images folder and no site address.
    expect(plan.warnings.filter((w) => w.code === 'missingImage')).toHaveLength(2)
  })

  it('marks posts with the editor’s patient tag for patients, with their own fallback category', () => {
    const plan = planImport(ghost(), {
      categories: journal,
      categoryMap: { prophylaxe: 'ignore' },
      patientTag: 'hash-patienten',
    })
    const lack = plan.items.find((p) => p.item.slug === 'fluoridlack-bei-kindern')!
    expect(lack).toMatchObject({ audience: 'patient', categoryTerm: null })
    expect(plan.items.find((p) => p.item.slug === 'versiegelung-molaren')?.audience).toBe('doctor')
    expect(plan.warnings).toContainEqual(
      expect.objectContaining({
        code: 'noCategory',
        message: expect.stringContaining('importiert-patienten'),
      }),
    )
    expect(plan.counts.categories).toBe(3) // kieferorthopaedie and both fallback categories
  })

  it('makes duplicate slugs unique and says so', () => {
    const plan = planImport(ghost(), {
      categories: journal,
      takenSlugs: new Set(['versiegelung-molaren']),
    })
    expect(plan.items.find((p) => p.item.slug === 'versiegelung-molaren')?.slug).toBe(
      'versiegelung-molaren-2',
    )
    expect(plan.warnings.map((w) => w.code)).toContain('duplicateSlug')
  })
})

describe('dry-run report of a WordPress export', () => {
  it('expands the gallery, keeps unknown shortcodes as text and warns about them', async () => {
    const source = await wordpress()
    const plan = planImport(source, { categories: journal, imageAvailability: () => 'url' })
    expect(plan.counts).toMatchObject({ articles: 2, pages: 1, media: 2, redirects: 6, skipped: 0 })
    const first = plan.items[0]!
    // feature image, the captioned image, the two gallery images (one shared)
    expect(first.images).toEqual([
      'https://zahn.example.de/wp-content/uploads/2019/05/roentgen.jpg',
      'https://zahn.example.de/wp-content/uploads/2019/05/roentgen.jpg',
      'https://zahn.example.de/wp-content/uploads/2019/05/roentgen.jpg',
      'https://zahn.example.de/wp-content/uploads/2019/05/sonde.png',
    ])
    expect(plan.warnings).toContainEqual(
      expect.objectContaining({
        sourceId: '123',
        code: 'unknownMarkup',
        message: expect.stringContaining('[contact-form-7]'),
      }),
    )
    expect(plan.categoryMapping.map((r) => [r.sourceSlug, r.choice])).toEqual([
      ['implantologie', 'implantologie'],
      ['parodontologie', 'new'],
      ['periimplantitis', 'ignore'],
    ])
  })
})

describe('HTML for the editor', () => {
  it('gives classic WordPress text its paragraphs and line breaks', () => {
    const { html } = prepareHtml('Eins.\n\nZwei\nDrei', new Map())
    expect(html).toBe('<p>Eins.</p><p>Zwei<br>Drei</p>')
  })
  it('keeps an embed as a link and drops scripts, reporting both', () => {
    const { html, findings } = prepareHtml(
      '<p>Text</p><iframe src="https://video.example/v/1"></iframe><script>alert(1)</script>',
      new Map(),
    )
    expect(html).toBe(
      '<p>Text</p><p><a href="https://video.example/v/1">https://video.example/v/1</a></p>',
    )
    expect(findings.unknownMarkup.sort()).toEqual(['iframe', 'script'])
  })
  it('finds no content in an empty body', () => {
    expect(prepareHtml('<p> </p>', new Map()).findings.hasContent).toBe(false)
  })
})

describe('languages and old addresses', () => {
  it('maps the source language to the journal’s, German otherwise', () => {
    expect(localeOf('en_US')).toBe('en')
    expect(localeOf('de-DE')).toBe('de')
    expect(localeOf('nb')).toBe('no')
    expect(localeOf('tlh')).toBe('de')
    expect(localeOf(null)).toBe('de')
  })
  it('normalizes old addresses to one form', () => {
    expect(normalizeOldPath('/2019/05/My-Post/')).toBe('/2019/05/my-post')
    expect(normalizeOldPath('/?p=123&utm_source=x')).toBe('/?p=123')
    expect(normalizeOldPath('/?page_id=2')).toBe('/?page_id=2')
    expect(normalizeOldPath('/%C3%BCber-uns/')).toBe('/über-uns')
    expect(normalizeOldPath('/')).toBe('/')
  })
})

describe('Ghost members', () => {
  it('keeps only subscribed members with a sign-up date, addresses in lower case', () => {
    const csv = readFileSync(path.join(fixtures, 'ghost-members.csv'), 'utf8')
    expect(consentedMembers(csv)).toEqual({
      members: [
        { email: 'anna.berg@praxis-berg.example', consentAt: '2023-03-14T09:12:00.000Z' },
        { email: 'clara.voss@example.de', consentAt: '2024-01-20T16:45:00.000Z' },
      ],
      notSubscribed: 1,
      invalid: 1,
    })
  })
})

describe('images in the editor’s HTML', () => {
  it('move out of their paragraph, in order, with their media; those without media go', () => {
    const { html } = prepareHtml(
      '<p>Vorher <img src="/a.jpg"> mitten <img src="/b.jpg"></p><p>Danach</p>',
      new Map(),
      (src) => (src === '/a.jpg' ? { 'data-lexical-upload-id': '7' } : null),
    )
    expect(html).toBe(
      '<p>Vorher  mitten </p><img src="/a.jpg" data-lexical-upload-id="7"><p>Danach</p>',
    )
  })
})

describe('old addresses never hide the journal’s own pages', () => {
  /** First URL segments of the page folders, route groups `(…)` looked through. */
  function segments(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('['))
      .flatMap((e) => (e.name.startsWith('(') ? segments(path.join(dir, e.name)) : [e.name]))
  }
  it('knows every top-level page folder', () => {
    const missing = segments(path.resolve('src/app/(frontend)/[locale]')).filter(
      (s) => !JOURNAL_SEGMENTS.has(s),
    )
    expect(missing).toEqual([])
  })
  it('refuses journal paths and language prefixes, takes the rest', () => {
    expect(isJournalPath('/article/12')).toBe(true)
    expect(isJournalPath('/en/mein-beitrag')).toBe(true)
    expect(isJournalPath('/mein-beitrag')).toBe(false)
    expect(isJournalPath('/2019/05/mein-beitrag')).toBe(false)
    expect(isJournalPath('/?p=12')).toBe(false)
  })
})
