import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findArticleList, findCategoryArticles, findRenderedArticle } from '@/lib/articles/reads'
import { forReader } from '@/lib/articles/serialize'
import { findCategoriesWithCounts } from '@/lib/categories/reads'
import { userHasPremium } from '@/lib/membership/reads'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'
import { markdownToLexical } from '@/lib/richtext/convert'

import { loadSeedArticles } from '../../scripts/seed/content'
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE } from '../../scripts/seed/demoAccounts'
import { testPayload } from './helpers/payload'

let payload: Payload
const seed = loadSeedArticles()
const lastParagraph = (body: string) =>
  body
    .split(/\n\s*\n/)
    .filter((p) => p.trim() && !p.startsWith('#'))
    .at(-1)!
    .trim()

beforeAll(async () => {
  payload = await testPayload()
})

async function categoryId(slugEn: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slugEn: { equals: slugEn } },
    limit: 1,
  })
  return docs[0]!.id
}

async function createArticle(data: Record<string, unknown>) {
  const editorConfig = await defaultEditorConfig(payload.config)
  return payload.create({
    collection: 'articles',
    data: {
      authorName: 'Test',
      body: markdownToLexical('Ein Absatz.\n\nZweiter Absatz.', editorConfig) as never,
      _status: 'published',
      ...data,
    } as never,
  })
}

describe('article lists (featured, latest, trending)', () => {
  it('latest is newest first and only published articles', async () => {
    const latest = await findArticleList(payload, 'latest', 'de')
    const dates = latest.map((a) => a.publishedAt!)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(latest.every((a) => a.status === 'published')).toBe(true)
  })
  it('featured and trending answer only flagged articles, as 1/0', async () => {
    const featured = await findArticleList(payload, 'featured', 'de', 'doctor')
    expect(featured.length).toBe(seed.filter((a) => a.featured && a.audience === 'doctor').length)
    expect(featured.every((a) => a.featured === 1 && a.audience === 'doctor')).toBe(true)
    const trending = await findArticleList(payload, 'trending', 'de', 'patient')
    expect(trending.length).toBe(seed.filter((a) => a.trending && a.audience === 'patient').length)
    expect(trending.every((a) => a.trending === 1)).toBe(true)
  })
  it('never contains a body', async () => {
    const [first] = await findArticleList(payload, 'latest', 'de')
    expect(first).not.toHaveProperty('bodyMd')
    expect(first).not.toHaveProperty('bodyHtml')
  })
})

describe('category lists (/api/articles/category/{slug})', () => {
  it('answers by slugEn or German slug, null for an unknown category', async () => {
    const bySlugEn = await findCategoryArticles(payload, 'studies', 'de')
    const bySlug = await findCategoryArticles(payload, 'studien-aktuell', 'de')
    expect(bySlugEn!.length).toBe(seed.filter((a) => a.category === 'studies').length)
    expect(bySlug!.map((a) => a.id)).toEqual(bySlugEn!.map((a) => a.id))
    expect(await findCategoryArticles(payload, 'nope', 'de')).toBeNull()
  })
})

describe('the premium gate on the server', () => {
  const premium = seed.find((a) => a.audience === 'doctor' && a.isPremium)!
  it('gives a visitor the preview only, without the last paragraph, and gated: true', async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: premium.slug } },
      limit: 1,
    })
    const rendered = await findRenderedArticle(payload, docs[0]!.id, 'de')
    const visitorView = forReader(rendered!, null)
    expect(visitorView.gated).toBe(true)
    const tail = lastParagraph(premium.body).slice(0, 60)
    expect(visitorView.bodyHtml).not.toContain(tail)
    expect(visitorView.bodyMd).not.toContain(tail)
    expect(visitorView.bodyHtml.match(/<p/g)?.length).toBe(2)
    const staffView = forReader(rendered!, { roles: ['editor'] })
    expect(staffView.gated).toBe(false)
    expect(staffView.bodyMd).toContain(tail)
  })
  it('gives everyone the full body of a patient article', async () => {
    const patient = seed.find((a) => a.audience === 'patient')!
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: patient.slug } },
      limit: 1,
    })
    const view = forReader((await findRenderedArticle(payload, docs[0]!.id, 'de'))!, null)
    expect(view.gated).toBe(false)
    expect(view.bodyMd).toContain(lastParagraph(patient.body).slice(0, 60))
  })
  it('answers null for a draft', async () => {
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        title: 'Nur Entwurf',
        category: await categoryId('studies'),
        authorName: 'X',
        _status: 'draft',
      } as never,
    })
    expect(await findRenderedArticle(payload, draft.id, 'de')).toBeNull()
  })
})

describe('article hooks', () => {
  it('makes the slug from the title, computes the reading time and follows the category audience', async () => {
    const article = await createArticle({
      title: 'Zähne & Implantate: Übersicht',
      category: await categoryId('prevention'),
      isPremium: true,
    })
    expect(article.slug).toBe('zaehne-implantate-uebersicht')
    expect(article.readingTimeMinutes).toBe(1)
    expect(article.audience).toBe('patient')
    expect(article.isPremium).toBe(false)
  })
  it('keeps an existing slug when the title changes', async () => {
    const article = await createArticle({
      title: 'Erster Titel',
      category: await categoryId('studies'),
    })
    const updated = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'Zweiter Titel' },
    })
    expect(updated.slug).toBe('erster-titel')
  })
})

describe('sidebar category counts (real counts)', () => {
  it('counts published articles per category and goes up with a new one', async () => {
    const before = await findCategoriesWithCounts(payload, 'de', 'doctor')
    const playbooks = () => before.find((c) => c.slugEn === 'playbooks')!.count
    expect(playbooks()).toBeGreaterThanOrEqual(
      seed.filter((a) => a.category === 'playbooks').length,
    )
    await createArticle({ title: 'Neuer Workflow', category: await categoryId('playbooks') })
    const after = await findCategoriesWithCounts(payload, 'de', 'doctor')
    expect(after.find((c) => c.slugEn === 'playbooks')!.count).toBe(playbooks() + 1)
    expect(after.every((c) => c.audience === 'doctor')).toBe(true)
  })
})

describe('demo accounts', () => {
  it('creates one verified demo admin, editor and doctor (with a membership), and the demo invitation code', async () => {
    const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { in: emails } },
      showHiddenFields: true,
    })
    expect(docs.map((u) => u.roles).sort()).toEqual([['admin'], ['doctor'], ['editor']])
    expect(docs.every((u) => u._verified && u.emailVerifiedAt)).toBe(true)
    const codes = await payload.find({
      collection: 'invitation-codes',
      where: { code: { equals: DEMO_INVITATION_CODE } },
    })
    expect(codes.docs[0]?.maxUses).toBe(100)
    const doctor = docs.find((u) => u.roles?.includes('doctor'))!
    expect(await userHasPremium(payload, doctor.id)).toBe(true)
  })
})

describe('audience changes never leave premium content free', () => {
  it('an article moved to a patient category and back is premium again', async () => {
    const article = await createArticle({
      title: 'Wanderartikel',
      category: await categoryId('studies'),
    })
    expect(article.isPremium).toBe(true)
    const asPatient = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { category: await categoryId('nutrition') },
    })
    expect(asPatient.isPremium).toBe(false)
    const back = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { category: await categoryId('studies') },
    })
    expect(back).toMatchObject({ audience: 'doctor', isPremium: true })
  })
  it('articles follow when their category changes audience', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: {
        slug: 'temp-kat',
        slugEn: 'temp-cat',
        label: 'temp',
        displayName: 'Temp',
        audience: 'patient',
      },
    })
    const article = await createArticle({ title: 'Artikel in Temp', category: category.id })
    expect(article.isPremium).toBe(false)
    await payload.update({
      collection: 'categories',
      id: category.id,
      data: { audience: 'doctor' },
    })
    const after = await payload.findByID({ collection: 'articles', id: article.id })
    expect(after).toMatchObject({ audience: 'doctor', isPremium: true })
  })
  it('publishing without a date stamps publishedAt', async () => {
    const article = await createArticle({
      title: 'Ohne Datum',
      category: await categoryId('studies'),
    })
    expect(article.publishedAt).toBeTruthy()
  })
})
