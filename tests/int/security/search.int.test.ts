import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as searchRoute } from '@/app/api/search/route'
import { runSql } from '@/lib/db/executor'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'
import { markdownToLexical } from '@/lib/richtext/convert'
import { searchArticles, type ArticleSearchPage } from '@/lib/search/articleSearch'
import { searchQuery } from '@/lib/search/query'

import { callRoute } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { articleJanitor } from '../helpers/studioJobs'

/**
 * Finding: `/api/search` matched words of premium bodies, so a visitor could learn which
 * words a paid article contains (letter by letter through the prefix match), and an
 * article whose `isPremium` was NULL showed body snippets.
 */
const SECRET = 'Quarzmehlgeheimnis'
const DEMO_MEMBER = { email: 'doctor@dentaljournal.example', password: 'demo-doctor-2026' }

let payload: Payload
let premiumId: number
let nullPremiumId: number
let memberCookie: string
const janitor = articleJanitor(() => payload)

const search = (q: string, canReadPremium = false) =>
  searchArticles(payload, searchQuery.parse({ q, locale: 'de' }), { canReadPremium })
const ids = (page: ArticleSearchPage) => page.results.map((r) => r.id)

async function createArticle(title: string, isPremium: boolean, bodyMd: string) {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slugEn: { equals: 'deep-research' } },
    limit: 1,
  })
  const doc = await payload.create({
    collection: 'articles',
    data: {
      title,
      abstract: `Frei lesbare Zusammenfassung zu ${title}.`,
      authorName: 'Test',
      category: docs[0]!.id,
      isPremium,
      body: markdownToLexical(bodyMd, await defaultEditorConfig(payload.config)),
      _status: 'published',
    } as never,
    overrideAccess: true,
  })
  janitor.track(doc.id)
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  premiumId = await createArticle('Verschlossene Studie', true, `Die Kernaussage lautet ${SECRET}.`)
  nullPremiumId = await createArticle(
    'Studie ohne Schalter',
    false,
    `Im Text steht Nullschaltergeheimnis.`,
  )
  // NULL as a migration or a direct database write could leave it: counts as premium
  await runSql(payload, sql`update articles set is_premium = null where id = ${nullPremiumId}`)
  const { token } = await payload.login({ collection: 'users', data: DEMO_MEMBER })
  memberCookie = `payload-token=${token}`
})
afterAll(() => janitor.removeAll())

describe('search is no oracle for premium bodies (security finding 3)', () => {
  it('finds no premium article by a word of its body, nor by any prefix of it, for visitors', async () => {
    expect(ids(await search(SECRET))).not.toContain(premiumId)
    for (let length = 3; length < SECRET.length; length += 3)
      expect(ids(await search(SECRET.slice(0, length)))).not.toContain(premiumId)
  })

  it('still finds the premium article by its title and abstract, with the abstract as snippet', async () => {
    const page = await search('Verschlossene Studie')
    const hit = page.results.find((r) => r.id === premiumId)
    expect(hit?.isPremium).toBe(true)
    expect(hit!.snippet.map((s) => s.text).join('')).toContain('Frei lesbare Zusammenfassung')
    expect(JSON.stringify(page)).not.toContain('Kernaussage')
  })

  it('searches premium bodies for readers who may read them', async () => {
    const page = await search(SECRET, true)
    expect(ids(page)).toContain(premiumId)
  })

  it('treats an article whose isPremium is NULL as premium: no body match, no body snippet', async () => {
    expect(ids(await search('Nullschaltergeheimnis'))).not.toContain(nullPremiumId)
    const page = await search('Studie ohne Schalter')
    const hit = page.results.find((r) => r.id === nullPremiumId)
    expect(hit?.isPremium).toBe(true)
    expect(JSON.stringify(page)).not.toContain('Nullschaltergeheimnis')
  })

  it('GET /api/search: the public answer never matches a body and is shared-cacheable; a member gets a private answer with it', async () => {
    const url = `http://localhost/api/search?q=${SECRET}&locale=de`
    const visitor = await callRoute(searchRoute, { method: 'GET', url })
    expect(visitor.status).toBe(200)
    expect((visitor.json.results as { id: number }[]).map((r) => r.id)).not.toContain(premiumId)
    expect(visitor.headers.get('cache-control')).toMatch(/^public/)
    const member = await callRoute(searchRoute, { method: 'GET', url, cookie: memberCookie })
    expect((member.json.results as { id: number }[]).map((r) => r.id)).toContain(premiumId)
    expect(member.headers.get('cache-control')).toBe('private, no-store')
  })
})
