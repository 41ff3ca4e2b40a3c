import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as createArticle } from '@/app/api/admin/articles/route'
import { POST as translateArticle } from '@/app/api/admin/articles/[id]/translate/route'
import type { Locale } from '@/i18n/locales'
import { findRenderedArticle } from '@/lib/articles/reads'

import { startDeeplStandIn } from '../support/deeplStandIn'
import { startOpenAiStandIn } from '../support/openAiStandIn'
import { callRoute } from './helpers/http'
import { createUser, richText, testPayload } from './helpers/payload'
import { articleJanitor, tokenFor, waitForJobs } from './helpers/studioJobs'

// A published translation of one language must survive the publication of another: the
// translation job publishes its language alone (Payload's `publishSpecificLocale`), an
// editor publishes a reviewed version from the admin (all languages).

let payload: Payload
let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>
let llm: Awaited<ReturnType<typeof startOpenAiStandIn>>
let editorToken: string
const saved = { ...process.env }
const janitor = articleJanitor(() => payload)
const ENV_KEYS = ['DEEPL_API_KEY', 'DEEPL_SERVER_URL', 'AI_API_KEY', 'AI_BASE_URL']

async function translate(id: number, locale: string) {
  const res = await callRoute(translateArticle, {
    bearer: editorToken,
    body: { locales: [locale] },
    params: { id: String(id) },
  })
  expect(res.status).toBe(202)
  const jobs = res.json.jobs as Array<{ id: number }>
  const done = await waitForJobs(
    payload,
    'translation-jobs',
    jobs.map((j) => j.id),
  )
  expect(done.get(locale)).toMatchObject({ status: 'done' })
}

/** Title and origin of the published `locale` version, no fallback (Local API). */
async function published(id: number, locale: string) {
  const doc = await payload.findByID({
    collection: 'articles',
    id,
    locale: locale as 'de',
    fallbackLocale: false,
    depth: 0,
    overrideAccess: false,
  })
  return { title: doc.title ?? null, origin: doc.translationOrigin ?? null }
}

/**
 * The title a reader of `locale` gets from the public read behind the article page and API
 * (`findRenderedArticle`, uncached: the route's cache needs a Next server), and its language.
 */
async function publicTitle(id: number, locale: string) {
  const rendered = await findRenderedArticle(payload, id, locale as Locale)
  expect(rendered, `${locale}: published article`).not.toBeNull()
  return { title: rendered!.title, textLocale: rendered!.textLocale }
}

beforeAll(async () => {
  payload = await testPayload()
  deepl = await startDeeplStandIn()
  llm = await startOpenAiStandIn()
  const editor = await createUser(payload, 'editor')
  editorToken = await tokenFor(payload, editor.email)
  Object.assign(process.env, {
    DEEPL_API_KEY: 'stand-in-key',
    DEEPL_SERVER_URL: deepl.url,
    AI_API_KEY: 'sk-stand-in',
    AI_BASE_URL: `${llm.url}/v1`,
  })
})

afterAll(async () => {
  await janitor.removeAll()
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  await deepl.stop()
  await llm.stop()
})

describe('published language versions', () => {
  it('keeps every published language when translations and a reviewed version are published one after another', async () => {
    const res = await callRoute(createArticle, {
      bearer: editorToken,
      body: {
        title: 'Füllungen im Seitenzahnbereich',
        bodyMd: 'Komposit oder Amalgam: eine Übersicht.',
        category: 'studies',
        author: 'Dr. Test',
        abstract: 'Kurzfassung',
        status: 'published',
      },
    })
    expect(res.status).toBe(201)
    const id = janitor.track(res.json.id)

    // A reviewed version written by hand in French, published from the admin.
    await payload.update({
      collection: 'articles',
      id,
      locale: 'fr',
      data: {
        title: 'Obturations des dents postérieures',
        abstract: 'Résumé',
        body: await richText(payload, 'Composite ou amalgame : une vue d’ensemble.'),
        translationOrigin: 'reviewed',
        _status: 'published',
      },
      overrideAccess: true,
    })
    // Croatian (LLM), then Swedish (DeepL), each published for its language alone.
    await translate(id, 'hr')
    await translate(id, 'sv')

    const expected = {
      de: { title: 'Füllungen im Seitenzahnbereich', origin: 'original' },
      fr: { title: 'Obturations des dents postérieures', origin: 'reviewed' },
      hr: { title: '[llm] Füllungen im Seitenzahnbereich', origin: 'machine' },
      sv: { title: '[sv] Füllungen im Seitenzahnbereich', origin: 'machine' },
    }
    for (const [locale, want] of Object.entries(expected)) {
      expect(await published(id, locale), locale).toEqual(want)
      expect(await publicTitle(id, locale), locale).toEqual({
        title: want.title,
        textLocale: locale,
      })
    }

    // The editor then publishes a correction of the German: all languages stay.
    await payload.update({
      collection: 'articles',
      id,
      locale: 'de',
      data: { abstract: 'Korrigierte Kurzfassung', _status: 'published' },
      overrideAccess: true,
    })
    // And one more translation into Dutch.
    await translate(id, 'nl')
    for (const [locale, want] of Object.entries(expected))
      expect(await published(id, locale), locale).toEqual(want)
    expect((await published(id, 'nl')).title).toBe('[nl] Füllungen im Seitenzahnbereich')
  })
})
