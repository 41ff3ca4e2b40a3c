import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as searchRoute } from '@/app/api/search/route'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'
import { markdownToLexical } from '@/lib/richtext/convert'
import {
  searchArticles,
  type ArticleSearchHit,
  type ArticleSearchPage,
} from '@/lib/search/articleSearch'
import { searchQuery } from '@/lib/search/query'

import { callRoute } from './helpers/http'
import { testPayload } from './helpers/payload'
import { articleJanitor } from './helpers/studioJobs'

let payload: Payload
const janitor = articleJanitor(() => payload)

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(() => janitor.removeAll())

const search = (params: Record<string, string>) =>
  searchArticles(payload, searchQuery.parse(params))
const plain = (segments: ArticleSearchHit['snippet']) => segments.map((s) => s.text).join('')
const matches = (segments: ArticleSearchHit['snippet']) =>
  segments.filter((s) => s.match).map((s) => s.text.toLowerCase())

async function categoryId(slugEn: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slugEn: { equals: slugEn } },
    limit: 1,
  })
  return docs[0]!.id
}

async function createArticle(data: Record<string, unknown>, bodyMd: string) {
  const body = markdownToLexical(bodyMd, await defaultEditorConfig(payload.config))
  const doc = await payload.create({
    collection: 'articles',
    data: { authorName: 'Test', body, _status: 'published', ...data } as never,
    overrideAccess: true,
  })
  janitor.track(doc.id)
  return doc
}

describe('article search on the demo content', () => {
  it("ranks the article about both words first for 'Parodontitis Diabetes' and highlights them", async () => {
    const page = await search({ q: 'Parodontitis Diabetes', locale: 'de' })
    expect(page.total).toBeGreaterThan(1)
    const [first] = page.results
    expect(first!.title).toMatch(/^Parodontitis und Diabetes mellitus/)
    expect(matches(first!.titleHighlight)).toEqual(
      expect.arrayContaining(['parodontitis', 'diabetes']),
    )
    expect(first!.category).toMatchObject({ slugEn: 'deep-research' })
    // every result contains both words somewhere: the query is a conjunction
    const lone = await search({ q: 'Diabetes', locale: 'de' })
    expect(lone.total).toBeGreaterThanOrEqual(page.total)
  })

  it('stems German words and completes the last word while typing', async () => {
    const category = await categoryId('studies')
    const singular = await createArticle(
      { title: 'Sofortbelastung beim Einzelzahn', category, isPremium: false },
      'Das Implantat wurde nach acht Wochen belastet.',
    )
    const stemmed = await search({ q: 'Implantate Sofortbelastung', locale: 'de' })
    expect(stemmed.results.map((r) => r.id)).toContain(singular.id)
    const typing = await search({ q: 'Sofortbelas', locale: 'de' })
    expect(typing.results.map((r) => r.id)).toContain(singular.id)
    const unrelated = await search({ q: 'Kieferorthopädie Sofortbelastung', locale: 'de' })
    expect(unrelated.results.map((r) => r.id)).not.toContain(singular.id)
  })

  it('puts patient articles first for patients and doctor articles first for doctors', async () => {
    const forPatients = await search({ q: 'Parodontitis', locale: 'de', audience: 'patient' })
    const audiences = forPatients.results.map((r) => r.audience)
    expect(audiences).toContain('patient')
    expect(forPatients.total).toBeGreaterThan(audiences.filter((a) => a === 'patient').length)
    expect(audiences.indexOf('doctor')).toBe(audiences.lastIndexOf('patient') + 1)
    const forDoctors = await search({ q: 'Parodontitis', locale: 'de', audience: 'doctor' })
    expect(forDoctors.results[0]!.audience).toBe('doctor')
  })
})

describe('what search never shows', () => {
  it('finds a premium article by its title or abstract for visitors and shows only its abstract', async () => {
    const article = await createArticle(
      {
        title: 'Geschlossener Beitrag',
        abstract: 'Eine frei lesbare Zusammenfassung.',
        category: await categoryId('deep-research'),
        isPremium: true,
      },
      'Die geheime Kernaussage lautet Quarzmehltherapie.',
    )
    const page = await search({ q: 'lesbare Zusammenfassung', locale: 'de' })
    const hit = page.results.find((r) => r.id === article.id)
    expect(hit).toBeDefined()
    expect(hit!.isPremium).toBe(true)
    expect(plain(hit!.snippet)).toContain('frei lesbare Zusammenfassung')
    expect(JSON.stringify(page)).not.toContain('Kernaussage')
    // words only its gated body holds find nothing for a visitor
    const byBody = await search({ q: 'Quarzmehltherapie', locale: 'de' })
    expect(byBody.results.map((r) => r.id)).not.toContain(article.id)
  })

  it("shows a free article's body in its snippet", async () => {
    const article = await createArticle(
      {
        title: 'Offener Beitrag',
        abstract: 'Kurz gesagt.',
        category: await categoryId('studies'),
        isPremium: false,
      },
      'Im Text steht das Wort Zahnsteinquarz mitten im Satz.',
    )
    const hit = (await search({ q: 'Zahnsteinquarz', locale: 'de' })).results.find(
      (r) => r.id === article.id,
    )
    expect(matches(hit!.snippet)).toEqual(['zahnsteinquarz'])
  })

  it('never finds drafts', async () => {
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        title: 'Entwurf über Glasionomerquarz',
        authorName: 'Test',
        category: await categoryId('studies'),
        _status: 'draft',
      } as never,
      overrideAccess: true,
    })
    janitor.track(draft.id)
    expect((await search({ q: 'Glasionomerquarz', locale: 'de' })).total).toBe(0)
  })
})

describe('languages', () => {
  it('searches the translation with its own stemming, and German only for articles without one', async () => {
    const category = await categoryId('studies')
    const translated = await createArticle(
      { title: 'Zahnseide im Vergleich', category, isPremium: false },
      'Zahnseide und Interdentalbürsten.',
    )
    await payload.update({
      collection: 'articles',
      id: translated.id,
      locale: 'en',
      data: {
        title: 'Comparing flossing techniques',
        body: markdownToLexical(
          'Flossing and interdental brushes.',
          await defaultEditorConfig(payload.config),
        ),
      } as never,
      overrideAccess: true,
    })
    const germanOnly = await createArticle(
      { title: 'Zahnseide für Kinder', category, isPremium: false },
      'Kinder und Zahnseide.',
    )

    const english = await search({ q: 'flossed', locale: 'en-US' })
    expect(english.results.map((r) => [r.id, r.locale])).toContainEqual([translated.id, 'en'])
    const fallback = await search({ q: 'Zahnseide', locale: 'en' })
    const ids = fallback.results.map((r) => r.id)
    expect(ids).toContain(germanOnly.id)
    expect(fallback.results.find((r) => r.id === germanOnly.id)!.locale).toBe('de')
    expect(ids).not.toContain(translated.id)
  })
})

describe('GET /api/search', () => {
  const get = (query: string) =>
    callRoute(searchRoute as never, { method: 'GET', url: `http://localhost/api/search?${query}` })

  it('answers a page of results, cacheable', async () => {
    const { status, json, headers } = await get('q=Karies&locale=de-DE&audience=patient&page=1')
    expect(status).toBe(200)
    const page = json as unknown as ArticleSearchPage
    expect(page).toMatchObject({
      query: 'Karies',
      locale: 'de',
      audience: 'patient',
      page: 1,
      pageSize: 10,
    })
    expect(page.results.length).toBeGreaterThan(0)
    expect(headers.get('cache-control')).toContain('s-maxage=60')
  })

  it.each([
    ['q=', 'Bitte geben Sie einen Suchbegriff ein.'],
    ['q=%20%20', 'Bitte geben Sie einen Suchbegriff ein.'],
    ['locale=de', 'Bitte geben Sie einen Suchbegriff ein.'],
    [`q=${'a'.repeat(201)}`, 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).'],
    ['q=Karies&locale=xx', 'Unsupported locale: xx'],
    ['q=Karies&page=0', undefined],
    ['q=Karies&audience=admin', undefined],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const { status, json } = await get(query)
    expect(status).toBe(400)
    if (message) expect(json.message).toBe(message)
    else expect(typeof json.message).toBe('string')
  })

  it('answers an empty page for a query without words', async () => {
    const { status, json } = await get('q=%21%21%21')
    expect(status).toBe(200)
    expect(json).toMatchObject({ total: 0, results: [] })
  })
})

describe('typo tolerance', () => {
  it('finds nothing for a misspelt word but offers the nearest one ("Meinten Sie …?")', async () => {
    const answer = async (q: string) =>
      (
        await callRoute(searchRoute as never, {
          method: 'GET',
          url: `http://localhost/api/search?q=${encodeURIComponent(q)}&locale=de-DE`,
        })
      ).json as unknown as { total: number; suggestion?: string | null }
    const typo = await answer('parodontitsi')
    expect(typo.total).toBe(0)
    expect(typo.suggestion).toBe('Parodontitis')
    // The reported typo: the whole word, in its usual spelling, not a compound that only
    // contains it ("Implantatplanung"); the offered word finds the implant articles.
    const implant = await answer('implnatat')
    expect(implant.total).toBe(0)
    expect(implant.suggestion).toBe('Implantat')
    expect((await answer(implant.suggestion!)).total).toBeGreaterThan(0)
    // Words of several: only the misspelt one changes.
    expect((await answer('implnatat karies')).suggestion).toBe('Implantat karies')
    expect((await answer('Parodontitis')).suggestion).toBeUndefined()
    expect((await answer('qqqqxxxx')).suggestion).toBeNull()
  })
})
