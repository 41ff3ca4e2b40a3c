import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runSql } from '@/lib/db/executor'
import { findStaticPage } from '@/lib/pages/reads'

import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('static pages: German, English, and English for languages without their own text', () => {
  it('renders the four static pages in German and English, and English for other languages', async () => {
    const germanTitles = { about: 'Über Dentaljournal', imprint: 'Impressum' } as const
    for (const slug of ['about', 'imprint', 'privacy', 'terms'] as const) {
      const de = await findStaticPage(payload, slug, 'de')
      const en = await findStaticPage(payload, slug, 'en')
      const ja = await findStaticPage(payload, slug, 'ja')
      expect(de?.html.length, slug).toBeGreaterThan(500)
      expect([de?.lang, en?.lang, ja?.lang], slug).toEqual(['de', 'en', 'en'])
      expect(de?.languages, slug).toEqual(['de', 'en'])
      expect(de?.title, slug).not.toBe(en?.title)
      expect(ja, slug).toEqual(en)
    }
    expect((await findStaticPage(payload, 'about', 'de'))?.title).toBe(germanTitles.about)
    expect((await findStaticPage(payload, 'imprint', 'fr'))?.title).toBe('Legal Notice')
    expect((await findStaticPage(payload, 'privacy', 'de'))?.html).toContain(
      'Art. 6 Abs. 1 lit. f DSGVO',
    )
  })

  it('shows a language an editor added in the studio, without touching the others', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'terms' } },
      limit: 1,
      locale: 'fr',
      fallbackLocale: false,
    })
    const terms = docs[0]!
    expect(terms.title ?? null).toBeNull()
    const english = await payload.findByID({ collection: 'pages', id: terms.id, locale: 'en' })
    await payload.update({
      collection: 'pages',
      id: terms.id,
      locale: 'fr',
      data: { title: 'Conditions d’utilisation', content: english.content },
    })
    try {
      const fr = await findStaticPage(payload, 'terms', 'fr')
      expect([fr?.lang, fr?.title]).toEqual(['fr', 'Conditions d’utilisation'])
      expect(fr?.languages).toEqual(['de', 'en', 'fr'])
      expect((await findStaticPage(payload, 'terms', 'de'))?.title).toBe('Nutzungsbedingungen')
      expect((await findStaticPage(payload, 'terms', 'ja'))?.lang).toBe('en')
    } finally {
      await runSql(
        payload,
        sql`delete from pages_locales where _locale = 'fr' and _parent_id = ${terms.id}`,
      )
    }
    expect((await findStaticPage(payload, 'terms', 'fr'))?.lang).toBe('en')
  })
})
