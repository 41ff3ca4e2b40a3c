import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as listArticles, POST as createArticle } from '@/app/api/admin/articles/route'
import { GET as getArticle, PUT as updateArticle } from '@/app/api/admin/articles/[id]/route'
import { POST as queueAudio } from '@/app/api/admin/articles/[id]/audio/route'
import { POST as translateArticle } from '@/app/api/admin/articles/[id]/translate/route'
import { GET as listAudioJobs } from '@/app/api/admin/audio-jobs/route'
import { GET as listJobs } from '@/app/api/admin/jobs/route'
import { POST as translateUiStrings } from '@/app/api/admin/ui-strings/translate/route'
import { STALE_JOB_MESSAGE, sweepStaleJobs } from '@/lib/jobs/sweep'
import { readProviderSettings } from '@/lib/settings/providers'
import type { User } from '@payload-types'

import { startOpenAiStandIn } from '../support/openAiStandIn'
import { callRoute } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { articleJanitor, tokenFor, waitForJobs } from './helpers/studioJobs'

let payload: Payload
let admin: User
let editor: User
let doctor: User
const janitor = articleJanitor(() => payload)
const tokens: Record<'admin' | 'editor' | 'doctor', string> = { admin: '', editor: '', doctor: '' }

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
  doctor = await createUser(payload, 'doctor')
  tokens.admin = await tokenFor(payload, admin.email)
  tokens.editor = await tokenFor(payload, editor.email)
  tokens.doctor = await tokenFor(payload, doctor.email)
})

afterAll(() => janitor.removeAll())

describe('settings keys', () => {
  afterAll(async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { translationApiKey: '', aiApiKey: '', speechApiKey: '' },
      overrideAccess: true,
    })
  })

  it('stores keys encrypted, shows admins only the last 4 characters, keeps a key saved back masked, and lets the environment override', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { translationApiKey: 'deepl-secret-key-9876:fx', aiBaseUrl: 'https://llm.example/v1' },
      user: admin,
      overrideAccess: false,
    })
    const raw = (await payload.db.findGlobal({ slug: 'settings' })) as Record<string, string>
    expect(raw.translationApiKey).toMatch(/^v1:/)
    expect(raw.translationApiKey).not.toContain('9876')

    const asAdmin = await payload.findGlobal({
      slug: 'settings',
      user: admin,
      overrideAccess: false,
    })
    expect(asAdmin.translationApiKey).toBe('••••6:fx')
    const asEditor = await payload.findGlobal({
      slug: 'settings',
      user: editor,
      overrideAccess: false,
    })
    expect(asEditor).not.toHaveProperty('translationApiKey')
    const asVisitor = await payload.findGlobal({ slug: 'settings', overrideAccess: false })
    expect(asVisitor).not.toHaveProperty('aiApiKey')
    expect(asVisitor.siteName).toBeTruthy()

    // The studio form sends the mask back unchanged: the key stays.
    await payload.updateGlobal({
      slug: 'settings',
      data: { translationApiKey: '••••6:fx', siteName: 'Dentaljournal' },
      user: admin,
      overrideAccess: false,
    })
    expect((await readProviderSettings(payload)).deepl?.apiKey).toBe('deepl-secret-key-9876:fx')

    const saved = process.env.DEEPL_API_KEY
    process.env.DEEPL_API_KEY = 'from-environment'
    expect((await readProviderSettings(payload)).deepl?.apiKey).toBe('from-environment')
    if (saved === undefined) delete process.env.DEEPL_API_KEY
    else process.env.DEEPL_API_KEY = saved
  })

  it('refuses settings changes by editors', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'settings',
        data: { siteName: 'X' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('admin API access (/api/admin/...)', () => {
  const cases = [
    ['GET /api/admin/articles', () => callRoute(listArticles, { method: 'GET', bearer: current })],
    ['GET /api/admin/jobs', () => callRoute(listJobs, { method: 'GET', bearer: current })],
    [
      'GET /api/admin/audio-jobs',
      () => callRoute(listAudioJobs, { method: 'GET', bearer: current }),
    ],
    ['POST /api/admin/articles', () => callRoute(createArticle, { bearer: current, body: {} })],
    [
      'GET /api/admin/articles/1',
      () => callRoute(getArticle, { method: 'GET', bearer: current, params: { id: '1' } }),
    ],
    [
      'POST /api/admin/ui-strings/translate',
      () => callRoute(translateUiStrings, { bearer: current, body: {} }),
    ],
    [
      'PUT /api/admin/articles/1',
      () =>
        callRoute(updateArticle, { method: 'PUT', bearer: current, body: {}, params: { id: '1' } }),
    ],
    [
      'POST /api/admin/articles/1/translate',
      () => callRoute(translateArticle, { bearer: current, body: {}, params: { id: '1' } }),
    ],
    [
      'POST /api/admin/articles/1/audio',
      () => callRoute(queueAudio, { bearer: current, body: {}, params: { id: '1' } }),
    ],
  ] as const
  let current: string | undefined

  it.each(cases)('%s: 401 for visitors, 403 for doctors', async (_name, call) => {
    current = undefined
    expect((await call()).status).toBe(401)
    current = tokens.doctor
    const res = await call()
    expect(res.status).toBe(403)
    expect(res.json.message).toBe('Nur für Redaktion und Administratoren')
  })
})

describe('article editor over the admin API', () => {
  it('requires title, author and content with the studio messages and answers JSON 400', async () => {
    const res = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: { title: ' ', bodyMd: '', category: 'studies' },
    })
    expect(res.status).toBe(400)
    const messages = (res.json.issues as Array<{ message: string }>).map((i) => i.message)
    expect(messages).toEqual(
      expect.arrayContaining(['Titel ist erforderlich', 'Inhalt ist erforderlich']),
    )
    const noAuthor = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: { title: 'T', bodyMd: 'Text', category: 'studies' },
    })
    expect(noAuthor.json.message).toBe('Autor ist erforderlich')
    const unknownCategory = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: { title: 'T', bodyMd: 'Text', category: 'nope', author: 'A' },
    })
    expect(unknownCategory.status).toBe(400)
  })

  it('creates a draft with a slug from the title, edits it, publishes it and lists it', async () => {
    const created = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: {
        title: 'Neue Leitlinie: Füllungen 2026!',
        bodyMd: 'Erster **Absatz**.',
        category: 'fundamentals',
        author: 'Dr. Meyer',
        featured: 1,
      },
    })
    expect(created.status).toBe(201)
    janitor.track(created.json.id)
    expect(created.json).toMatchObject({
      slug: 'neue-leitlinie-fuellungen-2026',
      status: 'draft',
      featured: 1,
      trending: 0,
      author: 'Dr. Meyer',
    })
    expect(created.json.bodyMd).toContain('**Absatz**')
    const id = String(created.json.id)
    const edited = await callRoute(updateArticle, {
      method: 'PUT',
      bearer: tokens.editor,
      params: { id },
      body: { trending: true, status: 'published' },
    })
    expect(edited.status).toBe(200)
    expect(edited.json).toMatchObject({
      status: 'published',
      trending: 1,
      title: 'Neue Leitlinie: Füllungen 2026!',
    })
    const list = await callRoute(listArticles, {
      method: 'GET',
      bearer: tokens.editor,
      url: 'http://localhost/api/admin/articles?status=published&q=Leitlinie',
    })
    expect((list.json as unknown as Array<{ id: number }>).map((a) => a.id)).toContain(Number(id))
    // The same title again gets a numbered slug; an explicit slug in use is a 409.
    const again = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: {
        title: 'Neue Leitlinie: Füllungen 2026!',
        bodyMd: 'Text',
        category: 'fundamentals',
        author: 'A',
      },
    })
    expect(again.json.slug).toBe('neue-leitlinie-fuellungen-2026-2')
    janitor.track(again.json.id)
    const taken = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: {
        title: 'X',
        slug: 'neue-leitlinie-fuellungen-2026',
        bodyMd: 'Text',
        category: 'fundamentals',
        author: 'A',
      },
    })
    expect(taken.status).toBe(409)
    const missing = await callRoute(updateArticle, {
      method: 'PUT',
      bearer: tokens.editor,
      params: { id: '999999' },
      body: { title: 'X' },
    })
    expect(missing.status).toBe(404)
    const badLocale = await callRoute(translateArticle, {
      bearer: tokens.editor,
      params: { id },
      body: { locales: ['xx'] },
    })
    expect(badLocale.status).toBe(400)
  })
})

describe('audio jobs', () => {
  let speech: Awaited<ReturnType<typeof startOpenAiStandIn>>
  beforeAll(async () => {
    speech = await startOpenAiStandIn()
    Object.assign(process.env, { SPEECH_API_KEY: 'sk-speech', SPEECH_BASE_URL: `${speech.url}/v1` })
  })
  afterAll(async () => {
    delete process.env.SPEECH_API_KEY
    delete process.env.SPEECH_BASE_URL
    await speech.stop()
  })

  it('speaks the article chunk by chunk, joins one MP3 with its duration and stores it as media', async () => {
    const long = Array.from(
      { length: 4 },
      (_, i) => `Absatz ${i}: ${'Zahnseide reinigt die Zwischenräume gründlich. '.repeat(80)}`,
    ).join('\n\n')
    const created = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: {
        title: 'Audio-Test',
        bodyMd: long,
        category: 'prevention',
        author: 'Dr. Ton',
        status: 'published',
      },
    })
    const res = await callRoute(queueAudio, {
      bearer: tokens.editor,
      params: { id: String(janitor.track(created.json.id)) },
      body: { locale: 'de' },
    })
    expect(res.status).toBe(202)
    const job = res.json.job as { id: number; status: string; articleTitle: string }
    expect(job).toMatchObject({ status: 'pending', articleTitle: 'Audio-Test' })
    const done = (await waitForJobs(payload, 'audio-jobs', [job.id], 60_000)).get('de')!
    expect(done).toMatchObject({ status: 'done', audioStatus: 'ready', provider: 'openai' })
    const requests = speech
      .calls('POST', '/v1/audio/speech')
      .map((r) => JSON.parse(r.body) as { input: string; voice: string })
    expect(requests.length).toBeGreaterThan(1)
    expect(requests.every((r) => r.input.length <= 3800)).toBe(true)
    // One second of audio per chunk, joined.
    expect(done.durationSec).toBeGreaterThanOrEqual(requests.length - 0.5)
    expect(done.durationSec).toBeLessThanOrEqual(requests.length + 0.5)
    const media = await payload.findByID({
      collection: 'media',
      id: done.audio as number,
      overrideAccess: true,
    })
    expect(media.mimeType).toBe('audio/mpeg')
    // Audio files are not public through Payload's media API.
    const visible = await payload.find({
      collection: 'media',
      where: { id: { equals: media.id } },
      overrideAccess: false,
    })
    expect(visible.docs).toHaveLength(0)
  })

  it('fails with the reason when the article has no text in the language', async () => {
    const created = await callRoute(createArticle, {
      bearer: tokens.editor,
      body: { title: 'Nur Deutsch', bodyMd: 'Text', category: 'studies', author: 'A' },
    })
    const res = await callRoute(queueAudio, {
      bearer: tokens.editor,
      params: { id: String(janitor.track(created.json.id)) },
      body: { locale: 'ja' },
    })
    const job = res.json.job as { id: number }
    const done = (await waitForJobs(payload, 'audio-jobs', [job.id])).get('ja')!
    expect(done).toMatchObject({ status: 'error', audioStatus: 'failed' })
    expect(done.error).toMatch(/keinen Text in der Sprache „ja“/)
  })
})

describe('abandoned jobs', () => {
  it('gives up jobs left pending or running for 30 minutes, and only those', async () => {
    const stuck = await payload.create({
      collection: 'translation-jobs',
      data: { subject: 'uiStrings', locale: 'fi', status: 'running' },
      overrideAccess: true,
    })
    expect(await sweepStaleJobs(payload)).toBe(0)
    expect(
      await sweepStaleJobs(payload, new Date(Date.now() + 31 * 60_000)),
    ).toBeGreaterThanOrEqual(1)
    const after = await payload.findByID({
      collection: 'translation-jobs',
      id: stuck.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ status: 'error', error: STALE_JOB_MESSAGE })
  })
})
