import type {
  SerializedEditorState,
  SerializedLexicalNode,
} from '@payloadcms/richtext-lexical/lexical'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as createArticle } from '@/app/api/admin/articles/route'
import { POST as translateArticle } from '@/app/api/admin/articles/[id]/translate/route'
import { GET as listJobs } from '@/app/api/admin/jobs/route'
import { POST as translateUiStrings } from '@/app/api/admin/ui-strings/translate/route'
import { uiString, uiStringsFor } from '@/i18n/uiStrings'
import { storedUiStrings } from '@/i18n/uiStringsStore'
import { syncUiStrings } from '@/i18n/syncUiStrings'

import { startDeeplStandIn } from '../support/deeplStandIn'
import { startOpenAiStandIn } from '../support/openAiStandIn'
import { callRoute } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { articleJanitor, tokenFor, waitForJobs } from './helpers/studioJobs'

// DeepL offers English and French here but not Japanese or Swahili: those go to the LLM.
const DEEPL_TARGETS = ['EN-GB', 'EN-US', 'FR', 'ES', 'IT', 'PT-PT', 'NB']
const BODY_MD = [
  '## Befund',
  '',
  'Die **Parodontitis** ist eine *chronische* Entzündung.',
  '',
  '- Erster Punkt',
  '- Zweiter [Punkt](https://example.org)',
].join('\n')

type Node = SerializedLexicalNode & { text?: string; children?: Node[] }
/** The document without its texts: node types, formats, links, heading tags. */
const shape = (node: Node): unknown => {
  const { text: _text, children, ...rest } = node
  return { ...rest, children: children?.map(shape) }
}
const texts = (node: Node): string[] => [
  ...(node.text ? [node.text] : []),
  ...(node.children ?? []).flatMap(texts),
]

let payload: Payload
let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>
let llm: Awaited<ReturnType<typeof startOpenAiStandIn>>
let editorToken: string
let editorId: number
const saved = { ...process.env }
const janitor = articleJanitor(() => payload)

async function newArticle(title: string): Promise<number> {
  const res = await callRoute(createArticle, {
    bearer: editorToken,
    body: {
      title,
      bodyMd: BODY_MD,
      category: 'studies',
      author: 'Dr. Test',
      abstract: 'Kurzfassung zur Parodontitis',
      status: 'published',
    },
  })
  expect(res.status).toBe(201)
  return janitor.track(res.json.id)
}

async function translate(id: number, locales: string[]) {
  const res = await callRoute(translateArticle, {
    bearer: editorToken,
    body: { locales },
    params: { id: String(id) },
  })
  expect(res.status).toBe(202)
  const jobs = res.json.jobs as Array<{ id: number; locale: string; status: string }>
  return waitForJobs(
    payload,
    'translation-jobs',
    jobs.map((j) => j.id),
  )
}

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
  deepl = await startDeeplStandIn(DEEPL_TARGETS)
  llm = await startOpenAiStandIn()
  const editor = await createUser(payload, 'editor')
  editorToken = await tokenFor(payload, editor.email)
  editorId = editor.id
  // The demo seed's glossary has 'Parodontitis' -> 'periodontitis' for English.
})

beforeEach(() => {
  Object.assign(process.env, {
    DEEPL_API_KEY: 'stand-in-key',
    DEEPL_SERVER_URL: deepl.url,
    AI_API_KEY: 'sk-stand-in',
    AI_BASE_URL: `${llm.url}/v1`,
  })
  deepl.reset()
  llm.reset()
})

afterAll(async () => {
  await janitor.removeAll()
  for (const key of ['DEEPL_API_KEY', 'DEEPL_SERVER_URL', 'AI_API_KEY', 'AI_BASE_URL']) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  await deepl.stop()
  await llm.stop()
})

describe('article translation jobs', () => {
  it('translates through DeepL where DeepL offers the language and through the LLM elsewhere, keeping the rich-text structure', async () => {
    const id = await newArticle('Parodontitis im Alltag')
    const jobs = await translate(id, ['en', 'ja'])
    expect(jobs.get('en')).toMatchObject({ status: 'done', provider: 'deepl' })
    expect(jobs.get('ja')).toMatchObject({ status: 'done', provider: 'llm' })

    const german = await articleIn(id, 'de')
    const english = await articleIn(id, 'en')
    const japanese = await articleIn(id, 'ja')
    expect(english.title).toBe('[en-us] periodontitis im Alltag')
    expect(english.abstract).toBe('[en-us] Kurzfassung zur periodontitis')
    expect(japanese.title).toBe('[llm] Parodontitis im Alltag')
    expect(english.translationOrigin).toBe('machine')
    expect(german.translationOrigin).toBe('original')

    const de = german.body as unknown as SerializedEditorState
    const en = english.body as unknown as SerializedEditorState
    expect(shape(en.root as Node)).toEqual(shape(de.root as Node))
    // Each text node translated on its own, its surrounding spaces kept, glossary applied.
    expect(texts(en.root as Node)).toEqual([
      '[en-us] Befund',
      '[en-us] Die ',
      '[en-us] periodontitis',
      ' [en-us] ist eine ',
      '[en-us] chronische',
      ' [en-us] Entzündung.',
      '[en-us] Erster Punkt',
      '[en-us] Zweiter ',
      '[en-us] Punkt',
    ])
    expect(texts(de.root as Node)).toEqual([
      'Befund',
      'Die ',
      'Parodontitis',
      ' ist eine ',
      'chronische',
      ' Entzündung.',
      'Erster Punkt',
      'Zweiter ',
      'Punkt',
    ])

    // DeepL was asked its target languages at run time and got the German source with the glossary.
    expect(deepl.calls('GET', '/v2/languages').length).toBeGreaterThan(0)
    const sent = deepl.calls('POST', '/v2/translate').map((r) => new URLSearchParams(r.body))
    expect(sent.every((p) => p.get('source_lang') === 'de' || p.get('source_lang') === 'DE')).toBe(
      true,
    )
    expect(sent.map((p) => p.get('target_lang'))).toEqual(['en-US'])
    expect(sent[0]!.get('glossary_id')).toBeTruthy()
    expect(llm.calls('POST', '/v1/chat/completions')).toHaveLength(1)
    // German reading time is not overwritten by the translation.
    expect((await articleIn(id, 'en')).readingTimeMinutes).toBe(german.readingTimeMinutes)
  })

  it("translates the article's CME quiz with it: every question, choice and explanation, answers shared", async () => {
    const id = await newArticle('Quiz mit Übersetzung')
    const quiz = await payload.create({
      collection: 'quizzes',
      locale: 'de',
      data: {
        article: id,
        topic: 'periodontology',
        questions: [
          {
            questionMd: 'Was ist **Parodontitis**?',
            choices: [{ text: 'Eine Entzündung' }, { text: 'Ein Zahn' }, { text: 'Ein Bohrer' }],
            correctIndex: 0,
            explanation: 'Eine chronische Entzündung.',
          },
          {
            questionMd: 'Wie oft putzen?',
            choices: [{ text: 'Einmal' }, { text: 'Zweimal' }],
            correctIndex: 1,
          },
        ],
      },
    })
    try {
      const jobs = await translate(id, ['en', 'ja'])
      expect(jobs.get('en')).toMatchObject({ status: 'done', provider: 'deepl' })
      expect(jobs.get('ja')).toMatchObject({ status: 'done', provider: 'llm' })
      const read = (locale: 'de' | 'en' | 'ja') =>
        payload.findByID({
          collection: 'quizzes',
          id: quiz.id,
          locale,
          fallbackLocale: false,
          depth: 0,
          overrideAccess: true,
        })
      const [de, en, ja] = [await read('de'), await read('en'), await read('ja')]
      const view = (q: typeof de) =>
        q.questions.map((x) => ({
          id: x.id,
          questionMd: x.questionMd,
          choices: x.choices.map((c) => [c.id, c.text]),
          correctIndex: x.correctIndex,
          explanation: x.explanation ?? null,
        }))
      expect(view(en)).toEqual(
        view(de).map((q) => ({
          ...q,
          questionMd: `[en-us] ${q.questionMd.replace('Parodontitis', 'periodontitis')}`,
          choices: q.choices.map(([cid, text]) => [cid, `[en-us] ${text}`]),
          explanation: q.explanation && `[en-us] ${q.explanation}`,
        })),
      )
      expect(ja.questions[0]!.choices.map((c) => c.text)).toEqual([
        '[llm] Eine Entzündung',
        '[llm] Ein Zahn',
        '[llm] Ein Bohrer',
      ])
      expect(ja.questions.map((q) => q.correctIndex)).toEqual([0, 1])
      // German stays as written; one DeepL request carried article and quiz.
      expect(de.questions[0]!.questionMd).toBe('Was ist **Parodontitis**?')
      expect(deepl.calls('POST', '/v2/translate')).toHaveLength(1)
    } finally {
      await payload.delete({ collection: 'quizzes', id: quiz.id, overrideAccess: true })
    }
  })

  it('publishes a translation of the published text for its language only, leaving an unpublished German draft a draft', async () => {
    const id = await newArticle('Veröffentlichter Titel')
    await payload.update({
      collection: 'articles',
      id,
      locale: 'de',
      draft: true,
      data: { title: 'Unveröffentlichter Entwurf' },
      overrideAccess: true,
    })
    const jobs = await translate(id, ['it'])
    expect(jobs.get('it')).toMatchObject({ status: 'done' })
    expect((await articleIn(id, 'de')).title).toBe('Veröffentlichter Titel')
    expect((await articleIn(id, 'it')).title).toBe('[it] Veröffentlichter Titel')
    const draft = await payload.findByID({
      collection: 'articles',
      id,
      locale: 'de',
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect(draft.title).toBe('Unveröffentlichter Entwurf')
  })

  it('retries a 429 from DeepL with backoff and still finishes', async () => {
    const id = await newArticle('Wiederholung bei Überlast')
    deepl.failNext('POST', '/v2/translate', 429, 1, 'Too many requests')
    const jobs = await translate(id, ['fr'])
    expect(jobs.get('fr')).toMatchObject({ status: 'done', provider: 'deepl' })
    expect(deepl.calls('POST', '/v2/translate')).toHaveLength(2)
    expect((await articleIn(id, 'fr')).title).toBe('[fr] Wiederholung bei Überlast')
  })

  it('records why a job failed in plain German and writes nothing of the translation', async () => {
    const id = await newArticle('Kontingent erschöpft')
    deepl.failNext('POST', '/v2/translate', 456, 1, 'Quota exceeded for this period')
    const jobs = await translate(id, ['es'])
    expect(jobs.get('es')!.status).toBe('error')
    expect(jobs.get('es')!.error).toBe('Das Kontingent bei DeepL ist aufgebraucht.')
    expect(jobs.get('es')!.provider).toBe('deepl')
    expect((await articleIn(id, 'es')).title ?? null).toBeNull()
  })

  it('starts no job for a language no provider can translate into, and says which', async () => {
    delete process.env.AI_API_KEY
    const id = await newArticle('Ohne Anbieter')
    const res = await callRoute(translateArticle, {
      bearer: editorToken,
      body: { locales: ['fr', 'sw'] },
      params: { id: String(id) },
    })
    expect(res.status).toBe(202)
    expect(res.json.withoutProvider).toEqual(['sw'])
    const jobs = res.json.jobs as Array<{ id: number; locale: string }>
    expect(jobs.map((j) => j.locale)).toEqual(['fr'])
    await waitForJobs(payload, 'translation-jobs', [jobs[0]!.id])
    const listed = await callRoute(listJobs, {
      method: 'GET',
      bearer: editorToken,
      url: `http://localhost/api/admin/jobs?articleId=${id}`,
    })
    expect(listed.json).toEqual([expect.objectContaining({ articleId: id, locale: 'fr' })])
  })
})

describe('UI strings', () => {
  it('machine-translates only keys no shipped catalogue has, keeping arguments; catalogue texts stay', async () => {
    // A key added to the collection that no messages/<code>.json knows yet (a new string).
    const extra = await payload.create({
      collection: 'ui-strings',
      locale: 'de',
      data: { key: 'Test.newString', text: 'Neu seit {date} im Journal' },
      overrideAccess: true,
    })
    try {
      const res = await callRoute(translateUiStrings, {
        bearer: editorToken,
        body: { locales: ['it'] },
      })
      expect(res.status).toBe(202)
      const jobs = res.json.jobs as Array<{ id: number }>
      const done = await waitForJobs(
        payload,
        'translation-jobs',
        jobs.map((j) => j.id),
        60_000,
      )
      expect(done.get('it')).toMatchObject({ status: 'done', provider: 'deepl' })
      // Only the new key went to DeepL, its argument inside an <x> tag DeepL leaves alone.
      const sentTexts = deepl
        .calls('POST', '/v2/translate')
        .flatMap((r) => new URLSearchParams(r.body).getAll('text'))
      expect(sentTexts).toEqual(['Neu seit <x>{date}</x> im Journal'])
      expect(
        new URLSearchParams(deepl.calls('POST', '/v2/translate')[0]!.body).get('tag_handling'),
      ).toBe('xml')

      const stored = await storedUiStrings(payload, 'it')
      expect(stored['Test.newString']).toBe('[it] Neu seit {date} im Journal')
      expect(stored['Home.bannerTitle']).toBeUndefined()
      // The route's cache needs a Next server; the same composition is read directly here.
      const strings = await uiStringsFor('it', stored)
      expect(strings['Home.bannerTitle']).not.toContain('[it]')
      expect(strings['Home.bannerTitle']).toBeTruthy()
      // A key missing everywhere falls back to its last segment.
      expect(uiString(strings, 'Nowhere.missingKey')).toBe('missingKey')
    } finally {
      await payload.delete({ collection: 'ui-strings', id: extra.id, overrideAccess: true })
    }
  })

  it('lets a studio edit of a German text replace the shipped one, and marks it edited', async () => {
    const { docs } = await payload.find({
      collection: 'ui-strings',
      where: { key: { equals: 'Home.bannerTitle' } },
      locale: 'de',
      overrideAccess: true,
    })
    const doc = docs[0]!
    const editor = await payload.findByID({ collection: 'users', id: editorId })
    try {
      await payload.update({
        collection: 'ui-strings',
        id: doc.id,
        locale: 'de',
        data: { text: 'Zahnmedizin mit Evidenz' },
        user: editor,
        overrideAccess: false,
      })
      const stored = await storedUiStrings(payload, 'de')
      expect((await uiStringsFor('de', stored))['Home.bannerTitle']).toBe('Zahnmedizin mit Evidenz')
      const after = await payload.findByID({ collection: 'ui-strings', id: doc.id, locale: 'de' })
      expect(after.edited).toBe(true)
      // The start-up copy of messages/de.json keeps the editor's text.
      await syncUiStrings(payload)
      const synced = await payload.findByID({ collection: 'ui-strings', id: doc.id, locale: 'de' })
      expect(synced.text).toBe('Zahnmedizin mit Evidenz')
    } finally {
      await payload.update({
        collection: 'ui-strings',
        id: doc.id,
        locale: 'de',
        data: { text: doc.text, edited: false },
        overrideAccess: true,
      })
    }
  })
})
