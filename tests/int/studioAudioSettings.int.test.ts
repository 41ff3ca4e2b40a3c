import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as listAudioJobs } from '@/app/api/admin/audio-jobs/route'
import { POST as testConnection } from '@/app/api/admin/settings/test-connection/route'
import { findArticleAudio } from '@/lib/audio/reads'
import { queueAudio } from '@/lib/jobs/enqueue'
import { testProviderConnection } from '@/lib/settings/connectionTest'
import type { User } from '@payload-types'

import { startDeeplStandIn } from '../support/deeplStandIn'
import { startOpenAiStandIn } from '../support/openAiStandIn'
import { callRoute } from './helpers/http'
import { createUser, richText, testPayload } from './helpers/payload'
import {
  articleJanitor,
  publishedPatientArticle,
  tokenFor,
  waitForJobs,
} from './helpers/studioJobs'

let payload: Payload
let admin: User
let editor: User
const tokens = { admin: '', editor: '' }
const janitor = articleJanitor(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
  tokens.admin = await tokenFor(payload, admin.email)
  tokens.editor = await tokenFor(payload, editor.email)
})

afterAll(async () => {
  delete process.env.AUTO_AUDIO
  await janitor.removeAll()
})

describe('audio follows the published text (espeak-ng)', () => {
  it('stops playing audio of a changed text, marks it outdated, and with automatic audio makes it anew on publish', async () => {
    const article = await publishedPatientArticle(
      payload,
      'Zähneputzen mit Plan',
      'Zweimal täglich zwei Minuten putzen.',
    )
    janitor.track(article.id)
    const job = await queueAudio(payload, { id: article.id, title: article.title }, 'de')
    const first = (await waitForJobs(payload, 'audio-jobs', [job.id], 60_000)).get('de')!
    expect(first).toMatchObject({ status: 'done', audioStatus: 'ready', provider: 'espeak' })
    expect(first.textHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await findArticleAudio(payload, article.id, 'de')).not.toBeNull()

    // The text changes and is published (automatic audio off): the old audio is not played
    // and the studio's list calls it outdated.
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: {
        _status: 'published',
        body: await richText(payload, 'Dreimal täglich drei Minuten putzen.'),
      },
      overrideAccess: true,
      context: { disableAutoAudio: true },
    })
    expect(await findArticleAudio(payload, article.id, 'de')).toBeNull()
    const listed = await callRoute(listAudioJobs, {
      method: 'GET',
      bearer: tokens.editor,
      url: `http://localhost/api/admin/audio-jobs?articleId=${article.id}`,
    })
    expect(listed.json).toEqual([expect.objectContaining({ id: job.id, outdated: true })])

    // With automatic audio on, publishing a changed text queues a new version.
    process.env.AUTO_AUDIO = 'true'
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: {
        _status: 'published',
        body: await richText(payload, 'Morgens und abends gründlich putzen.'),
      },
      overrideAccess: true,
    })
    let newer: number | undefined
    await expect
      .poll(
        async () => {
          const jobs = await payload.find({
            collection: 'audio-jobs',
            where: { article: { equals: article.id } },
            sort: '-createdAt',
            overrideAccess: true,
          })
          newer = jobs.docs.find((j) => j.id !== job.id)?.id
          return jobs.totalDocs
        },
        { timeout: 10_000 },
      )
      .toBe(2)
    const second = (await waitForJobs(payload, 'audio-jobs', [newer!], 60_000)).get('de')!
    expect(second).toMatchObject({ status: 'done', audioStatus: 'ready' })
    expect(second.textHash).not.toBe(first.textHash)
    expect(await findArticleAudio(payload, article.id, 'de')).not.toBeNull()

    // Publishing the same text again queues nothing.
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { _status: 'published', authorName: 'Dr. Ton und Dr. Klang' },
      overrideAccess: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const count = await payload.count({
      collection: 'audio-jobs',
      where: { article: { equals: article.id } },
      overrideAccess: true,
    })
    expect(count.totalDocs).toBe(2)
    delete process.env.AUTO_AUDIO
  })
})

describe('"Verbindung testen" in the settings', () => {
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>
  let openai: Awaited<ReturnType<typeof startOpenAiStandIn>>
  beforeAll(async () => {
    deepl = await startDeeplStandIn()
    openai = await startOpenAiStandIn()
  })
  afterAll(async () => {
    for (const key of ['DEEPL_API_KEY', 'DEEPL_SERVER_URL', 'AI_API_KEY', 'AI_BASE_URL'])
      delete process.env[key]
    await deepl.stop()
    await openai.stop()
  })

  it('reports DeepL usage and the AI model list in German, with one call each', async () => {
    Object.assign(process.env, {
      DEEPL_API_KEY: 'stand-in-key',
      DEEPL_SERVER_URL: deepl.url,
      AI_API_KEY: 'sk-stand-in',
      AI_BASE_URL: `${openai.url}/v1`,
    })
    const res = await callRoute(testConnection, {
      bearer: tokens.admin,
      body: { provider: 'deepl' },
    })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      ok: true,
      message:
        'Verbindung zu DeepL funktioniert. Verbraucht: 12.345 von 500.000 Zeichen in diesem Abrechnungszeitraum.',
    })
    expect(deepl.calls('GET', '/v2/usage')).toHaveLength(1)
    expect(await testProviderConnection(payload, 'ai')).toEqual({
      ok: true,
      message: 'Verbindung funktioniert. Das Modell „gpt-4o-mini“ ist verfügbar.',
    })
    expect(openai.calls('GET', '/v1/models')).toHaveLength(1)
  })

  it('says in German that a server cannot be reached, and that no key is set', async () => {
    Object.assign(process.env, {
      DEEPL_API_KEY: 'stand-in-key',
      DEEPL_SERVER_URL: 'http://127.0.0.1:9',
    })
    const unreachable = await testProviderConnection(payload, 'deepl')
    expect(unreachable.ok).toBe(false)
    expect(unreachable.message).toMatch(/^DeepL ist nicht erreichbar\./)
    delete process.env.DEEPL_API_KEY
    delete process.env.AI_API_KEY
    expect(await testProviderConnection(payload, 'deepl')).toEqual({
      ok: false,
      message: 'Kein DeepL-Schlüssel gesetzt.',
    })
    // Without a speech key the server's espeak-ng speaks.
    expect((await testProviderConnection(payload, 'speech')).message).toMatch(/espeak-ng/)
  })

  it('is for admins only', async () => {
    const res = await callRoute(testConnection, {
      bearer: tokens.editor,
      body: { provider: 'deepl' },
    })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ code: 'not_permitted', message: 'Nur für Administratoren' })
    const bad = await callRoute(testConnection, { bearer: tokens.admin, body: { provider: 'x' } })
    expect(bad.status).toBe(400)
  })
})
