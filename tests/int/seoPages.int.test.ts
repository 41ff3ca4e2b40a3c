import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as ogImageRoute } from '@/app/api/articles/[id]/og-image.png/route'
import { GET as feedRoute } from '@/app/feeds/[locale]/[...path]/route'
import { findRenderedArticle } from '@/lib/articles/reads'
import { forReader } from '@/lib/articles/serialize'
import { articleJsonLd } from '@/lib/articles/structuredData'
import { dentistJsonLd } from '@/lib/profiles/structuredData'
import { findArticleLocales } from '@/lib/seo/articleLocales'
import { articleMetadata, articleUrls } from '@/lib/seo/articleMetadata'
import { findFeedArticles, findFeedCategory, renderFeed } from '@/lib/seo/feeds'
import { shareCardResponse } from '@/components/seo/shareCardImage'

import { testPayload } from './helpers/payload'

const BASE = 'https://journal.example'
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function publishedArticle(where: Record<string, unknown>) {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ _status: { equals: 'published' } }, where] } as never,
    // oldest first: a seeded article (with references), never one another test file left
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

/**
 * A published article with an English translation: every seeded article has one. It is
 * read, not rewritten, because other test files check the seeded English texts.
 */
async function translatedArticle() {
  return publishedArticle({
    isPremium: { equals: true },
    audience: { equals: 'doctor' },
  })
}

async function rendered(id: number, locale: 'de' | 'en' | 'fr') {
  return forReader((await findRenderedArticle(payload, id, locale))!, null)
}

describe('article metadata', () => {
  it('has canonical and hreflang alternates for exactly the languages the article exists in, plus x-default', async () => {
    const doc = await translatedArticle()
    const locales = await findArticleLocales(payload, doc.id)
    expect(locales.slice(0, 1)).toEqual(['de'])
    expect(locales).toContain('en')
    expect(locales).not.toContain('fr')

    const english = await rendered(doc.id, 'en')
    const meta = articleMetadata(
      english,
      'en',
      articleUrls(english, 'en', locales, BASE),
      'Dentaljournal',
    )
    expect(meta.title).toBe(english.metaTitle || english.title)
    expect(meta.alternates?.canonical).toBe(`${BASE}/en/article/${doc.id}`)
    expect(meta.alternates?.languages).toEqual(
      Object.fromEntries([
        ...locales.map((l) => [l, `${BASE}${l === 'de' ? '' : `/${l}`}/article/${doc.id}`]),
        ['x-default', `${BASE}/article/${doc.id}`],
      ]),
    )
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url: `${BASE}/en/article/${doc.id}`,
      locale: 'en_US',
      siteName: 'Dentaljournal',
    })
    expect((meta.openGraph as { alternateLocale: string[] }).alternateLocale).toContain('de_DE')
    // The uploaded image's 1200 × 630 size, as an absolute URL; without any image, the generated card.
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^https:\/\/journal\.example\//) }),
    ])
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
    const imageless = { ...english, ogImageUrl: null }
    expect(
      articleMetadata(imageless, 'en', articleUrls(imageless, 'en', locales, BASE), 'Dentaljournal')
        .openGraph?.images,
    ).toEqual([
      {
        url: `${BASE}/api/articles/${doc.id}/og-image.png?locale=en`,
        alt: english.title,
        width: 1200,
        height: 630,
      },
    ])

    // A language without a translation shows German text: canonical is the German page.
    const french = await rendered(doc.id, 'fr')
    expect(articleUrls(french, 'fr', locales, BASE).canonical).toBe(`${BASE}/article/${doc.id}`)
  })

  it("uses the editor's canonical URL and share image when set", async () => {
    const doc = await publishedArticle({ isPremium: { equals: false } })
    const article = {
      ...(await rendered(doc.id, 'de')),
      canonicalUrl: 'https://origin.example/a',
      ogImageUrl: 'https://cdn.example/card.jpg',
    }
    const urls = articleUrls(article, 'de', ['de'], BASE)
    expect(urls.canonical).toBe('https://origin.example/a')
    const meta = articleMetadata(article, 'de', urls, 'Dentaljournal')
    expect(meta.openGraph?.images).toEqual([
      { url: 'https://cdn.example/card.jpg', alt: article.title },
    ])
  })
})

describe('article JSON-LD', () => {
  it('is valid JSON with the required properties, the paywall marking and the references as citations', async () => {
    const doc = await publishedArticle({
      isPremium: { equals: true },
      audience: { equals: 'doctor' },
    })
    const article = await rendered(doc.id, 'de')
    expect(article.articleReferences.length).toBeGreaterThan(0)
    const url = `${BASE}/article/${doc.id}`
    const data = JSON.parse(
      JSON.stringify(
        articleJsonLd(article, {
          url,
          locale: 'de',
          imageUrl: `${BASE}/card.png`,
          publisherLogoUrl: `${BASE}/favicon.svg`,
          originalUrl: url,
        }),
      ),
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalScholarlyArticle',
      '@id': url,
      headline: expect.any(String),
      inLanguage: 'de-DE',
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: article.authorName },
      publisher: {
        '@type': 'Organization',
        name: 'Dentaljournal',
        logo: { url: `${BASE}/favicon.svg` },
      },
      image: [{ url: `${BASE}/card.png`, width: 1200, height: 630 }],
      isAccessibleForFree: false,
      hasPart: {
        '@type': 'WebPageElement',
        isAccessibleForFree: false,
        cssSelector: '.paywalled-body',
      },
    })
    expect(data.headline.length).toBeGreaterThan(0)
    expect(data.citation).toHaveLength(article.articleReferences.length)
    expect(data.citation[0]).toMatchObject({
      '@type': 'ScholarlyArticle',
      name: article.articleReferences[0]!.title,
      author: article.articleReferences[0]!.authors,
    })
    // The JSON-LD never carries the gated body.
    expect(JSON.stringify(data)).not.toContain(article.bodyMd.slice(-80))
  })

  it('describes a public dentist profile as schema.org Dentist', async () => {
    const { docs } = await payload.find({
      collection: 'doctor-profiles',
      // A seeded profile with an address: other test files add public profiles without one,
      // and the files' order varies.
      where: {
        and: [
          { isPublic: { equals: true } },
          { postalCode: { exists: true } },
          { postalCode: { not_equals: '' } },
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const profile = docs[0]!
    const data = JSON.parse(
      JSON.stringify(dentistJsonLd(profile, `${BASE}/dentist/${profile.slug}`)),
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      '@id': `${BASE}/dentist/${profile.slug}`,
      name: expect.any(String),
    })
    expect(data.address['@type']).toBe('PostalAddress')
    expect(data.address.postalCode ?? data.address.addressLocality).toBeTruthy()
  })
})

describe('feeds', () => {
  it('an RSS feed lists the newest published articles of the language with links, dates and no body', async () => {
    const articles = await findFeedArticles(payload, 'de')
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    })
    expect(articles).toHaveLength(Math.min(totalDocs, 50))
    const rss = xml.parse(
      renderFeed({
        file: 'rss.xml',
        locale: 'de',
        base: BASE,
        siteName: 'Dentaljournal',
        articles,
      }),
    )
    const items = rss.rss.channel.item as Record<string, unknown>[]
    expect(rss.rss.channel.language).toBe('de-DE')
    expect(items).toHaveLength(articles.length)
    expect(items[0]).toMatchObject({
      title: articles[0]!.title,
      link: `${BASE}/article/${articles[0]!.id}`,
    })
    expect(new Date(String(items[0]!.pubDate)).getTime()).toBeGreaterThan(0)
    expect(items.every((i) => !('content:encoded' in i))).toBe(true)
  })

  it('serves Atom per language and category, only articles that exist in the language, and 404 for unknown feeds', async () => {
    const studies = (await findFeedCategory(payload, 'studies', 'de'))!
    const atomXml = renderFeed({
      file: 'atom.xml',
      locale: 'de',
      base: BASE,
      siteName: 'Dentaljournal',
      category: studies,
      articles: await findFeedArticles(payload, 'de', studies.id),
    })
    const atom = xml.parse(atomXml)
    expect(atom.feed.link).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@rel': 'self', '@href': `${BASE}/feeds/de/studies/atom.xml` }),
      ]),
    )
    const entries = [atom.feed.entry].flat().filter(Boolean) as {
      category?: { '@term'?: string }
    }[]
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.every((e) => e.category?.['@term'] === 'studies')).toBe(true)
    expect(await findFeedCategory(payload, 'unknown', 'de')).toBeNull()

    // Turkish exists for the patient articles only (every article has English).
    const turkish = await findFeedArticles(payload, 'tr')
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    })
    expect(turkish.length).toBeGreaterThan(0)
    expect(turkish.length).toBeLessThan(totalDocs)
    for (const article of turkish)
      expect(await findArticleLocales(payload, article.id)).toContain('tr')

    const call = (params: { locale: string; path: string[] }) =>
      (feedRoute as (r: Request, c: unknown) => Promise<Response>)(
        new Request('http://localhost/feeds'),
        { params: Promise.resolve(params) },
      )
    for (const path of [['rss.xml'], ['feed.json'], ['studies', 'rss', 'xml']])
      expect((await call({ locale: path[0] === 'rss.xml' ? 'xx' : 'de', path })).status).toBe(404)
  })
})

describe('share card (1200 × 630)', () => {
  it('is a 1200 × 630 PNG', async () => {
    const doc = await publishedArticle({})
    const response = shareCardResponse(await rendered(doc.id, 'de'), 'Dentaljournal')
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })

  it('is 404 for an unknown article and 400 for an unknown language', async () => {
    const call = (id: string, locale: string) =>
      (ogImageRoute as (r: Request, c: unknown) => Promise<Response>)(
        new Request(`http://localhost/api/articles/${id}/og-image.png?locale=${locale}`),
        { params: Promise.resolve({ id }) },
      )
    expect((await call('abc', 'de')).status).toBe(404)
    expect((await call('1', 'xx')).status).toBe(400)
  })
})
