import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { llmsTxt } from '@/lib/seo/llmsTxt'
import { publishedArticles, sitemapFor } from '@/lib/seo/sitemap'

import { testPayload } from './helpers/payload'

const BASE = 'https://journal.example'
let payload: Payload

const anyPublished = async (where: Record<string, unknown>) =>
  (
    await payload.find({
      collection: 'articles',
      where: { and: [{ _status: { equals: 'published' } }, where] } as never,
      // oldest first: a seeded article, never one another test file left
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

beforeAll(async () => {
  payload = await testPayload()
})

describe('sitemaps per language', () => {
  it('list every published article in each language it exists in, with hreflang alternates, and no draft', async () => {
    // Every seeded article has English; a German-only article is made here, so the English
    // sitemap's omission is checked whatever other test files left in the database.
    const translated = await anyPublished({ audience: { equals: 'patient' } })
    const germanOnly = await payload.create({
      collection: 'articles',
      data: {
        title: 'Sitemap-Artikel nur auf Deutsch',
        category: translated.category,
        authorName: 'X',
        body: translated.body,
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        title: 'Sitemap-Entwurf',
        category: translated.category,
        authorName: 'X',
        _status: 'draft',
      } as never,
      overrideAccess: true,
    })

    const articles = await publishedArticles(payload)
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    })
    expect(articles).toHaveLength(totalDocs)
    expect(articles.map((a) => a.id)).not.toContain(draft.id)
    expect(articles.find((a) => a.id === translated.id)?.locales).toEqual(
      expect.arrayContaining(['de', 'en']),
    )

    const german = sitemapFor('de', articles, BASE)
    expect(german.filter((e) => e.url.includes('/article/'))).toHaveLength(totalDocs)
    const english = sitemapFor('en', articles, BASE, ['/category/studies'])
    // Pages every language have their hreflang alternates here (not in the page).
    const category = english.find((e) => e.url === `${BASE}/en/category/studies`)
    expect(Object.keys(category?.alternates?.languages ?? {})).toHaveLength(46)
    expect(category?.alternates?.languages).toMatchObject({
      ja: `${BASE}/ja/category/studies`,
      'x-default': `${BASE}/category/studies`,
    })
    const entry = english.find((e) => e.url === `${BASE}/en/article/${translated.id}`)
    expect(entry?.alternates?.languages).toMatchObject({
      de: `${BASE}/article/${translated.id}`,
      en: `${BASE}/en/article/${translated.id}`,
      'x-default': `${BASE}/article/${translated.id}`,
    })
    expect(entry?.lastModified).toBeTruthy()
    // Articles without an English version are not in the English sitemap.
    expect(english.map((e) => e.url)).not.toContain(`${BASE}/en/article/${germanOnly.id}`)
    expect(german.map((e) => e.url)).toContain(`${BASE}/article/${germanOnly.id}`)
    for (const id of [draft.id, germanOnly.id])
      await payload.delete({ collection: 'articles', id, overrideAccess: true })
  })
})

describe('llms.txt', () => {
  it('lists published articles; a premium article shows its public abstract, never its AI summary', async () => {
    const premium = await anyPublished({
      audience: { equals: 'doctor' },
      isPremium: { not_equals: false },
    })
    const free = await anyPublished({ audience: { equals: 'patient' } })
    await payload.update({
      collection: 'articles',
      id: premium.id,
      data: { llmSummary: 'GEHEIME-PREMIUM-ZUSAMMENFASSUNG' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'articles',
      id: free.id,
      data: { llmSummary: 'Freie KI-Zusammenfassung' },
      overrideAccess: true,
    })
    const text = await llmsTxt(payload, BASE, 'Dentaljournal')
    expect(text.startsWith('# Dentaljournal')).toBe(true)
    expect(text).not.toContain('GEHEIME-PREMIUM-ZUSAMMENFASSUNG')
    expect(text).toContain(`(${BASE}/article/${free.id}): Freie KI-Zusammenfassung`)
    expect(text).toContain(`(${BASE}/article/${premium.id})`)
  })
})
