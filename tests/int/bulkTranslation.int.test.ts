import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as startBulk } from '@/app/api/admin/translations/bulk/route'
import { POST as estimateBulk } from '@/app/api/admin/translations/bulk/estimate/route'
import { GET as languageStates } from '@/app/api/admin/articles/[id]/translations/route'
import { GET as bulkStatus } from '@/app/api/admin/translations/bulk/[batchId]/route'
import { POST as retryBulk } from '@/app/api/admin/translations/bulk/[batchId]/retry/route'
import { runWorker, type Worker } from '@/lib/jobs/worker'
import type { BulkLanguageEstimate } from '@/lib/translation/bulk/estimate'
import type { BulkProgress } from '@/lib/translation/bulk/progress'
import type { ArticleLanguageState } from '@/lib/translation/freshness'

import { startDeeplStandIn } from '../support/deeplStandIn'
import { startOpenAiStandIn } from '../support/openAiStandIn'
import { callRoute } from './helpers/http'
import { createUser, richText, testPayload } from './helpers/payload'
import { articleJanitor, tokenFor } from './helpers/studioJobs'

// Dutch and Swedish go to DeepL; DeepL (this stand-in) does not offer Croatian: the LLM.
// No seeded article has a version in these languages.
const LOCALES = ['nl', 'sv', 'hr']
const ARTICLES = 100

let payload: Payload
let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>
let llm: Awaited<ReturnType<typeof startOpenAiStandIn>>
let workers: Worker[] = []
let editorToken: string
const ids: number[] = []
const saved = { ...process.env }
const janitor = articleJanitor(() => payload)
const ENV_KEYS = ['DEEPL_API_KEY', 'DEEPL_SERVER_URL', 'AI_API_KEY', 'AI_BASE_URL', 'JOBS_IN_WEB']

async function estimate(locales: string[]): Promise<Map<string, BulkLanguageEstimate>> {
  const res = await callRoute(estimateBulk, { bearer: editorToken, body: { locales } })
  expect(res.status).toBe(200)
  const languages = res.json.languages as BulkLanguageEstimate[]
  return new Map(languages.map((l) => [l.locale, l]))
}

async function progress(batch: string): Promise<BulkProgress> {
  const res = await callRoute(bulkStatus, {
    method: 'GET',
    bearer: editorToken,
    params: { batchId: batch },
  })
  expect(res.status).toBe(200)
  return res.json as unknown as BulkProgress
}

/** Polls the batch's progress (as the studio does) until no job is left; 8 minutes at most. */
async function finished(batch: string): Promise<BulkProgress> {
  const deadline = Date.now() + 480_000
  for (;;) {
    const now = await progress(batch)
    if (now.total.left === 0) return now
    if (Date.now() > deadline) throw new Error(`batch still running: ${JSON.stringify(now.total)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const publishedCount = async () =>
  (
    await payload.count({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    })
  ).totalDocs

/** The texts of the DeepL requests into `target` (DeepL's code) that were answered. */
function deeplTextsInto(target: string): string[] {
  return deepl
    .calls('POST', '/v2/translate')
    .map((r) =>
      r.headers['content-type']?.includes('json')
        ? new URLSearchParams(Object.entries(JSON.parse(r.body) as Record<string, string>))
        : new URLSearchParams(r.body),
    )
    .filter((p) => p.get('target_lang')?.toUpperCase() === target)
    .flatMap((p) => p.getAll('text'))
}

/** The texts sent to the LLM stand-in. */
const llmTexts = (): string[] =>
  llm.calls('POST', '/v1/chat/completions').flatMap((r) => {
    const body = JSON.parse(r.body) as { messages: Array<{ role: string; content: string }> }
    return (
      JSON.parse(body.messages.find((m) => m.role === 'user')!.content) as { texts: string[] }
    ).texts
  })

const chars = (texts: string[]) => texts.reduce((n, t) => n + t.length, 0)

const articleIn = (id: number, locale: string) =>
  payload.findByID({
    collection: 'articles',
    id,
    locale: locale as 'de',
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await testPayload()
  deepl = await startDeeplStandIn(['EN-GB', 'EN-US', 'FR', 'NL', 'SV'])
  llm = await startOpenAiStandIn()
  Object.assign(process.env, {
    DEEPL_API_KEY: 'stand-in-key',
    DEEPL_SERVER_URL: deepl.url,
    AI_API_KEY: 'sk-stand-in',
    AI_BASE_URL: `${llm.url}/v1`,
    // The jobs run on a worker (below), as in production, not after each answer.
    JOBS_IN_WEB: 'false',
  })
  const editor = await createUser(payload, 'editor')
  editorToken = await tokenFor(payload, editor.email)
  const { docs } = await payload.find({
    collection: 'categories',
    where: { audience: { equals: 'doctor' } },
    limit: 1,
    overrideAccess: true,
  })
  for (let i = 1; i <= ARTICLES; i++) {
    const article = await payload.create({
      collection: 'articles',
      data: {
        _status: 'published',
        title: `Sammelartikel ${i}`,
        abstract: `Kurzfassung ${i} zur Parodontitis`,
        body: await richText(payload, `## Befund ${i}\n\nDie **Parodontitis** ist häufig.`),
        category: docs[0]!.id,
        authorName: 'Dr. Sammel',
      },
      overrideAccess: true,
      context: { disableAutoAudio: true },
    })
    ids.push(janitor.track(article.id))
  }
  // Two workers, as a deployment with two worker processes would claim jobs side by side.
  workers = [1, 2].map(() =>
    runWorker(payload, { queues: ['translation'], pollMs: 100, graceMs: 10_000, log: () => {} }),
  )
}, 180_000)

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()))
  await janitor.removeAll()
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  await deepl?.stop()
  await llm?.stop()
}, 60_000)

describe('bulk translation of every published article', () => {
  it('answers 400 for an unknown language, 404 for an unknown batch and 403 for a doctor', async () => {
    const bad = await callRoute(estimateBulk, { bearer: editorToken, body: { locales: ['xx'] } })
    expect(bad.status).toBe(400)
    const german = await callRoute(startBulk, { bearer: editorToken, body: { locales: ['de'] } })
    expect(german.status).toBe(400)
    const unknown = await callRoute(bulkStatus, {
      method: 'GET',
      bearer: editorToken,
      params: { batchId: '00000000-0000-4000-8000-000000000000' },
    })
    expect(unknown).toMatchObject({ status: 404, json: { code: 'translation_batch_not_found' } })
    const notUuid = await callRoute(retryBulk, { bearer: editorToken, params: { batchId: '7' } })
    expect(notUuid).toMatchObject({ status: 404, json: { code: 'translation_batch_not_found' } })
    const doctor = await createUser(payload, 'doctor')
    const refused = await callRoute(estimateBulk, {
      bearer: await tokenFor(payload, doctor.email),
      body: { locales: ['nl'] },
    })
    expect(refused.status).toBe(403)
  })

  it('estimates, translates 100+ articles into 3 languages on the workers, retries a failure and skips reviewed versions; afterwards nothing is left to translate', async () => {
    // A hand-written, reviewed Swedish version of the first article, published as the
    // studio's "Veröffentlichen" does.
    await payload.update({
      collection: 'articles',
      id: ids[0]!,
      locale: 'sv',
      data: {
        title: 'Handskriven artikel',
        body: await richText(payload, 'Handskriven text.'),
        translationOrigin: 'reviewed',
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableAutoAudio: true },
    })
    const published = await publishedCount()
    expect(published).toBeGreaterThanOrEqual(ARTICLES)

    const before = await estimate(LOCALES)
    expect(before.get('nl')).toMatchObject({
      provider: 'deepl',
      articles: published,
      skippedCurrent: 0,
      skippedReviewed: 0,
    })
    expect(before.get('sv')).toMatchObject({
      provider: 'deepl',
      articles: published - 1,
      skippedReviewed: 1,
    })
    expect(before.get('hr')).toMatchObject({
      provider: 'llm',
      articles: published,
      costCents: null,
    })
    // DeepL's price: 20 euros per million characters, rounded up to a cent.
    const nl = before.get('nl')!
    expect(nl.costCents).toBe(Math.ceil(nl.characters / 500))
    expect(nl.characters).toBeGreaterThan(ARTICLES * 40)

    deepl.reset()
    llm.reset()
    // The first DeepL request fails for good (quota): one job fails.
    deepl.failNext('POST', '/v2/translate', 456, 1, 'Quota exceeded for this period')
    const started = await callRoute(startBulk, { bearer: editorToken, body: { locales: LOCALES } })
    expect(started.status).toBe(202)
    const batch = started.json.batch as string
    expect(started.json.languages).toEqual([
      { locale: 'nl', jobs: published },
      { locale: 'sv', jobs: published - 1 },
      { locale: 'hr', jobs: published },
    ])

    const first = await finished(batch)
    const jobs = 3 * published - 1
    expect(first.total).toEqual({ total: jobs, done: jobs - 1, failed: 1, left: 0 })
    expect(first.failures).toHaveLength(1)
    expect(first.failures[0]!.error).toMatch(/Kontingent|Quota|quota/)
    // What was sent is what the estimate counted (the failed request's texts were not billed).
    expect(chars(deeplTextsInto('SV'))).toBe(before.get('sv')!.characters)
    expect(chars(llmTexts())).toBe(before.get('hr')!.characters)

    const retried = await callRoute(retryBulk, { bearer: editorToken, params: { batchId: batch } })
    expect(retried).toMatchObject({ status: 202, json: { retried: 1 } })
    const second = await finished(batch)
    expect(second.total).toEqual({ total: jobs, done: jobs, failed: 0, left: 0 })

    const last = ids[ARTICLES - 1]!
    expect(await articleIn(last, 'nl')).toMatchObject({
      title: `[nl] Sammelartikel ${ARTICLES}`,
      translationOrigin: 'machine',
    })
    // The reviewed Swedish version got no job (the run skipped it).
    const reviewedJobs = await payload.count({
      collection: 'translation-jobs',
      where: {
        and: [
          { batch: { equals: batch } },
          { article: { equals: ids[0] } },
          { locale: { equals: 'sv' } },
        ],
      },
      overrideAccess: true,
    })
    expect(reviewedJobs.totalDocs).toBe(0)

    // Every article is still published (publishing one language must not unpublish the
    // article), and everything is current now: a second run would translate nothing.
    expect(await publishedCount()).toBe(published)
    const after = await estimate(LOCALES)
    expect(after.get('nl')).toMatchObject({ articles: 0, characters: 0, skippedCurrent: published })
    expect(after.get('sv')).toMatchObject({
      articles: 0,
      characters: 0,
      skippedCurrent: published - 1,
      skippedReviewed: 1,
    })
    expect(after.get('hr')).toMatchObject({ articles: 0, characters: 0, skippedCurrent: published })
  }, 900_000)

  it('re-translates a reviewed version only when asked', async () => {
    await payload.update({
      collection: 'articles',
      id: ids[0]!,
      locale: 'sv',
      data: {
        title: 'Handskriven artikel',
        body: await richText(payload, 'Handskriven text.'),
        translationOrigin: 'reviewed',
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableAutoAudio: true },
    })
    const asked = await estimate(['sv'])
    expect(asked.get('sv')!.skippedReviewed).toBe(1)
    const started = await callRoute(startBulk, {
      bearer: editorToken,
      body: { locales: ['sv'], includeReviewed: true },
    })
    expect(started.status).toBe(202)
    // The reviewed first article among them.
    const jobs = (started.json.languages as Array<{ jobs: number }>)[0]!.jobs
    expect(jobs).toBe(asked.get('sv')!.articles + 1)
    const done = await finished(started.json.batch as string)
    expect(done.total).toMatchObject({ done: jobs, failed: 0 })
    expect(await articleIn(ids[0]!, 'sv')).toMatchObject({
      title: '[sv] Sammelartikel 1',
      translationOrigin: 'machine',
    })
  }, 120_000)

  it('marks the translations of a changed German text outdated; the next run translates that article again, its reviewed version only when asked', async () => {
    const id = ids[1]!
    const states = async () => {
      const res = await callRoute(languageStates, {
        method: 'GET',
        bearer: editorToken,
        params: { id: String(id) },
      })
      expect(res.status).toBe(200)
      const languages = res.json.languages as ArticleLanguageState[]
      return Object.fromEntries(
        languages
          .filter((l) => LOCALES.includes(l.locale))
          .map((l) => [l.locale, { origin: l.origin, current: l.current, outdated: l.outdated }]),
      )
    }
    const machine = { origin: 'machine', current: true, outdated: false }
    expect(await states()).toEqual({ nl: machine, sv: machine, hr: machine })

    // An editor reviews the Croatian machine translation (its fingerprint stays).
    await payload.update({
      collection: 'articles',
      id,
      locale: 'hr',
      data: { translationOrigin: 'reviewed', _status: 'published' },
      overrideAccess: true,
      context: { disableAutoAudio: true },
    })
    expect((await states()).hr).toEqual({ origin: 'reviewed', current: true, outdated: false })

    // Then the German abstract is corrected and published.
    await payload.update({
      collection: 'articles',
      id,
      locale: 'de',
      data: { abstract: 'Korrigierte Kurzfassung zur Parodontitis', _status: 'published' },
      overrideAccess: true,
      context: { disableAutoAudio: true },
    })
    const stale = { origin: 'machine', current: false, outdated: true }
    expect(await states()).toEqual({
      nl: stale,
      sv: stale,
      hr: { origin: 'reviewed', current: false, outdated: true },
    })

    // The next run translates the changed article again, except the reviewed version.
    const next = await estimate(LOCALES)
    expect(next.get('nl')).toMatchObject({ articles: 1, skippedReviewed: 0 })
    expect(next.get('sv')).toMatchObject({ articles: 1, skippedReviewed: 0 })
    expect(next.get('hr')).toMatchObject({ articles: 0, skippedReviewed: 1 })
    const started = await callRoute(startBulk, { bearer: editorToken, body: { locales: LOCALES } })
    expect(started.status).toBe(202)
    expect(started.json.languages).toEqual([
      { locale: 'nl', jobs: 1 },
      { locale: 'sv', jobs: 1 },
      { locale: 'hr', jobs: 0 },
    ])
    const done = await finished(started.json.batch as string)
    expect(done.total).toEqual({ total: 2, done: 2, failed: 0, left: 0 })
    expect(await states()).toEqual({
      nl: machine,
      sv: machine,
      hr: { origin: 'reviewed', current: false, outdated: true },
    })
    expect((await articleIn(id, 'nl')).abstract).toMatch(/^\[nl\] Korrigierte Kurzfassung/)
    expect((await articleIn(id, 'hr')).translationOrigin).toBe('reviewed')
  }, 120_000)
})
