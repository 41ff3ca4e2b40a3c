import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Article, User } from '@payload-types'
import { findRenderedArticle } from '@/lib/articles/reads'
import { forReader } from '@/lib/articles/serialize'
import { articleJsonLd } from '@/lib/articles/structuredData'
import { findArticleLocales, findIndexedArticleLocales } from '@/lib/seo/articleLocales'
import { articleMetadata, articleUrls } from '@/lib/seo/articleMetadata'
import { publishedArticles, sitemapFor } from '@/lib/seo/sitemap'

import { createUser, richText, testPayload } from './helpers/payload'
import { articleJanitor, publishedPatientArticle } from './helpers/studioJobs'

const BASE = 'https://journal.example'
let payload: Payload
let editor: User
let otherEditor: User
const janitor = articleJanitor(() => payload)

async function named(role: 'editor', firstName: string, lastName: string): Promise<User> {
  const user = await createUser(payload, role)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { firstName, lastName },
    overrideAccess: true,
  })
  return { ...user, firstName, lastName }
}

/** Stores a language version as the translation job does (the server names the translator). */
async function machineTranslate(id: number, locale: 'en' | 'fr', provider: 'deepl' | 'llm') {
  await payload.update({
    collection: 'articles',
    id,
    locale,
    data: {
      title: `[${locale}] Titel`,
      body: await richText(payload, `[${locale}] Ein Absatz.`),
      translationOrigin: 'machine',
      translationProvider: provider,
      translationModel: provider === 'llm' ? 'test-model-1' : null,
      _status: 'published',
    },
    overrideAccess: true,
    context: { serverWritesTranslator: true },
    publishSpecificLocale: locale,
  })
}

/** The stored language version, as staff read it. */
async function version(id: number, locale: 'en' | 'fr'): Promise<Article> {
  return payload.findByID({
    collection: 'articles',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })
}

/** `user` saves and publishes the English version with `data`, as the studio sends it. */
async function publishEnglish(id: number, data: Partial<Article>, user: User) {
  await payload.update({
    collection: 'articles',
    id,
    locale: 'en',
    data: { ...data, _status: 'published' },
    user,
    overrideAccess: false,
    publishSpecificLocale: 'en',
  })
}

/**
 * A published patient article with an English machine translation (DeepL) that the editor
 * marked reviewed, and a French one by `french` (none when null).
 */
async function withReviewedEnglish(title: string, french: 'deepl' | 'llm' | null) {
  const article = await publishedPatientArticle(payload, title, 'Ein Absatz.')
  janitor.track(article.id)
  await machineTranslate(article.id, 'en', 'deepl')
  if (french) await machineTranslate(article.id, 'fr', french)
  await publishEnglish(article.id, { translationOrigin: 'reviewed' }, editor)
  return article
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await named('editor', 'Erika', 'Prüferin')
  otherEditor = await named('editor', 'Otto', 'Zweitleser')
})

afterAll(() => janitor.removeAll())

describe('who reviewed a translation is recorded by the server', () => {
  it('records the signed-in editor and the time when they mark a version reviewed, whatever the browser sends', async () => {
    const article = await publishedPatientArticle(payload, 'Provenienz A', 'Ein Absatz.')
    janitor.track(article.id)
    await machineTranslate(article.id, 'en', 'deepl')
    expect(await version(article.id, 'en')).toMatchObject({
      translationOrigin: 'machine',
      translationProvider: 'deepl',
      translationReviewerName: null,
      translationReviewedAt: null,
    })

    const before = Date.now()
    // The editor's save (what the studio sends), with forged reviewer fields and translator.
    await publishEnglish(
      article.id,
      {
        translationOrigin: 'reviewed',
        translationReviewerName: 'Mallory',
        translationReviewedAt: '2001-01-01T00:00:00.000Z',
        translationReviewedBy: otherEditor.id,
        translationProvider: 'llm',
      },
      editor,
    )
    const reviewed = await version(article.id, 'en')
    expect(reviewed).toMatchObject({
      translationOrigin: 'reviewed',
      translationReviewerName: 'Erika Prüferin',
      translationReviewedBy: editor.id,
      translationProvider: 'deepl',
    })
    expect(Date.parse(reviewed.translationReviewedAt!)).toBeGreaterThanOrEqual(before - 1000)

    // A later save by someone else keeps the first review.
    await publishEnglish(article.id, { title: '[en] Titel, korrigiert' }, otherEditor)
    expect(await version(article.id, 'en')).toMatchObject({
      translationReviewerName: 'Erika Prüferin',
      translationReviewedAt: reviewed.translationReviewedAt,
    })

    // A new machine translation is no longer reviewed.
    await machineTranslate(article.id, 'en', 'llm')
    expect(await version(article.id, 'en')).toMatchObject({
      translationOrigin: 'machine',
      translationProvider: 'llm',
      translationModel: 'test-model-1',
      translationReviewerName: null,
      translationReviewedAt: null,
    })
  })

  it('shows readers the provenance of the version they read, and none on the German original', async () => {
    const article = await withReviewedEnglish('Provenienz B', 'llm')
    const read = async (locale: 'de' | 'en' | 'fr') =>
      forReader((await findRenderedArticle(payload, article.id, locale))!, null)
    expect((await read('de')).provenance).toBeNull()
    expect((await read('en')).provenance).toMatchObject({
      kind: 'reviewedMachine',
      provider: 'deepl',
      reviewerName: 'Erika Prüferin',
      reviewedAt: expect.any(String),
    })
    expect((await read('fr')).provenance).toMatchObject({
      kind: 'machine',
      provider: 'llm',
      model: 'test-model-1',
      reviewerName: null,
    })
    // Japanese has no version: the German fallback is no translation.
    expect(
      forReader((await findRenderedArticle(payload, article.id, 'ja'))!, null).provenance,
    ).toBeNull()
  })
})

describe('search engines see unreviewed machine translations only with the setting', () => {
  it('leaves them out of hreflang and sitemaps and marks their page noindex', async () => {
    const article = await withReviewedEnglish('Provenienz C', 'deepl')
    const locales = await findArticleLocales(payload, article.id)
    expect(locales).toEqual(['de', 'en', 'fr'])
    const indexed = await findIndexedArticleLocales(payload, article.id, false)
    expect(indexed).toEqual(['de', 'en'])
    expect(await findIndexedArticleLocales(payload, article.id, true)).toEqual(['de', 'en', 'fr'])

    const fr = forReader((await findRenderedArticle(payload, article.id, 'fr'))!, null)
    const frUrls = articleUrls(fr, 'fr', locales, BASE, indexed)
    const frMeta = articleMetadata(fr, 'fr', frUrls, 'Dentaljournal')
    expect(frMeta.robots).toEqual({ index: false })
    expect(Object.keys(frMeta.alternates!.languages!)).toEqual(['de', 'en', 'x-default'])
    const en = forReader((await findRenderedArticle(payload, article.id, 'en'))!, null)
    const enMeta = articleMetadata(en, 'en', articleUrls(en, 'en', locales, BASE, indexed), 'D')
    expect(enMeta.robots).toBeUndefined()
    expect(Object.keys(enMeta.alternates!.languages!)).not.toContain('fr')

    const path = `/article/${article.id}`
    const urlsIn = (locale: string, allow: boolean) =>
      publishedArticles(payload, allow).then((all) =>
        sitemapFor(locale, all, BASE).map((e) => e.url),
      )
    expect(await urlsIn('fr', false)).not.toContain(`${BASE}/fr${path}`)
    expect(await urlsIn('en', false)).toContain(`${BASE}/en${path}`)
    expect(await urlsIn('fr', true)).toContain(`${BASE}/fr${path}`)
  })

  it('names the original and the translators in the JSON-LD of a translated version', async () => {
    const article = await withReviewedEnglish('Provenienz D', null)
    const en = forReader((await findRenderedArticle(payload, article.id, 'en'))!, null)
    const urls = articleUrls(en, 'en', ['de', 'en'], BASE)
    const ref = (locale: string) => ({
      url: urls.self,
      locale,
      imageUrl: urls.image,
      publisherLogoUrl: `${BASE}/favicon.svg`,
      originalUrl: urls.original,
    })
    const data = articleJsonLd(en, ref('en'))
    expect(data).toMatchObject({
      inLanguage: 'en-US',
      translationOfWork: { '@id': `${BASE}/article/${article.id}`, inLanguage: 'de-DE' },
      translator: [
        { '@type': 'Person', name: 'Erika Prüferin' },
        { '@type': 'Organization', name: 'DeepL SE' },
      ],
    })
    const de = forReader((await findRenderedArticle(payload, article.id, 'de'))!, null)
    const german = articleJsonLd(de, ref('de'))
    expect(german).not.toHaveProperty('translationOfWork')
    expect(german).not.toHaveProperty('translator')
  })
})
