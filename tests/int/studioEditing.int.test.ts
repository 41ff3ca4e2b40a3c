import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ARTICLE_REQUIRED_MESSAGES,
  CANONICAL_URL_MESSAGE,
} from '../../collections/Articles/validation'
import { queueAudio, queueTranslations } from '@/lib/jobs/enqueue'
import type { User } from '@payload-types'

import { createUser, richText, testPayload } from './helpers/payload'
import { articleJanitor, waitForJobs } from './helpers/studioJobs'

let payload: Payload
let editor: User
let categoryId: number
const janitor = articleJanitor(() => payload)

/** The field errors of a refused save: `{ path: message }`. */
async function fieldErrors(save: () => Promise<unknown>): Promise<Record<string, string>> {
  try {
    await save()
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data
      ?.errors
    if (errors) return Object.fromEntries(errors.map((e) => [e.path, e.message]))
    throw error
  }
  throw new Error('the save went through')
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
  const { docs } = await payload.find({
    collection: 'categories',
    where: { audience: { equals: 'doctor' } },
    limit: 1,
    overrideAccess: true,
  })
  categoryId = docs[0]!.id
})

afterAll(() => janitor.removeAll())

describe('required fields of the article editor', () => {
  it('refuses a draft without a title, with the German message at the title', async () => {
    const errors = await fieldErrors(() =>
      payload.create({
        collection: 'articles',
        draft: true,
        data: { _status: 'draft', title: '  ' },
        user: editor,
        overrideAccess: false,
      }),
    )
    expect(errors).toEqual({ title: ARTICLE_REQUIRED_MESSAGES.title })
  })

  it('saves a draft with only a title, and refuses to publish it without text and category', async () => {
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: { _status: 'draft', title: 'Nur ein Titel' },
      user: editor,
      overrideAccess: false,
    })
    janitor.track(draft.id)
    const errors = await fieldErrors(() =>
      payload.update({
        collection: 'articles',
        id: draft.id,
        data: { _status: 'published', authorName: '' },
        user: editor,
        overrideAccess: false,
      }),
    )
    expect(errors).toEqual({
      body: ARTICLE_REQUIRED_MESSAGES.body,
      category: ARTICLE_REQUIRED_MESSAGES.category,
      authorName: ARTICLE_REQUIRED_MESSAGES.authorName,
    })
  })

  it('takes a canonical URL only as a complete web address', async () => {
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: { _status: 'draft', title: 'Mit kanonischer Adresse' },
      user: editor,
      overrideAccess: false,
    })
    janitor.track(draft.id)
    for (const canonicalUrl of ['www.alt.example.de/artikel', '/artikel', 'javascript:alert(1)'])
      expect(
        await fieldErrors(() =>
          payload.update({
            collection: 'articles',
            id: draft.id,
            draft: true,
            data: { canonicalUrl },
            user: editor,
            overrideAccess: false,
          }),
        ),
      ).toEqual({ canonicalUrl: CANONICAL_URL_MESSAGE })
    const saved = await payload.update({
      collection: 'articles',
      id: draft.id,
      draft: true,
      data: { canonicalUrl: 'https://alt.example.de/artikel/' },
      user: editor,
      overrideAccess: false,
    })
    expect(saved.canonicalUrl).toBe('https://alt.example.de/artikel/')
  })
})

describe('job names follow the article', () => {
  it('names jobs after the German title, renames them with the article and removes them (and the MP3) with it', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: {
        _status: 'published',
        title: 'Zahnseide im Alltag',
        body: await richText(payload, 'Zahnseide reinigt die Zwischenräume.'),
        category: categoryId,
        authorName: 'Dr. Test',
      },
      overrideAccess: true,
      context: { disableAutoAudio: true },
    })
    janitor.track(article.id)
    const [translation] = await queueTranslations(
      payload,
      { subject: 'article', articleId: article.id },
      ['en'],
    )
    const audio = await queueAudio(payload, { id: article.id, title: article.title }, 'de')
    expect(translation!.title).toBe('Übersetzung: Zahnseide im Alltag → en')
    expect(audio.title).toBe('Audio: Zahnseide im Alltag (de)')

    // espeak-ng speaks it (no speech key in the tests): the job leaves an MP3 upload.
    const done = (await waitForJobs(payload, 'audio-jobs', [audio.id], 60_000)).get('de')!
    expect(done).toMatchObject({ status: 'done', audioStatus: 'ready', provider: 'espeak' })
    const media = await payload.findByID({
      collection: 'media',
      id: done.audio as number,
      overrideAccess: true,
    })

    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'Zahnseide richtig benutzen' },
      overrideAccess: true,
    })
    const renamed = await payload.findByID({
      collection: 'translation-jobs',
      id: translation!.id,
      overrideAccess: true,
    })
    const renamedAudio = await payload.findByID({
      collection: 'audio-jobs',
      id: audio.id,
      overrideAccess: true,
    })
    expect(renamed.title).toBe('Übersetzung: Zahnseide richtig benutzen → en')
    expect(renamedAudio.title).toBe('Audio: Zahnseide richtig benutzen (de)')
    expect(renamedAudio.articleTitle).toBe('Zahnseide richtig benutzen')

    const file = path.join(
      String(payload.collections.media.config.upload.staticDir),
      media.filename!,
    )
    expect(existsSync(file)).toBe(true)
    await payload.delete({ collection: 'articles', id: article.id, overrideAccess: true })
    for (const collection of ['translation-jobs', 'audio-jobs'] as const) {
      const left = await payload.count({
        collection,
        where: { article: { equals: article.id } },
        overrideAccess: true,
      })
      expect(left.totalDocs).toBe(0)
    }
    const gone = await payload.count({
      collection: 'media',
      where: { id: { equals: media.id } },
      overrideAccess: true,
    })
    expect(gone.totalDocs).toBe(0)
    expect(existsSync(file)).toBe(false)
  })

  it('names a UI-string job without an article', async () => {
    const [job] = await queueTranslations(payload, { subject: 'uiStrings' }, ['fr'])
    expect(job!.title).toBe('Übersetzung: Oberflächentexte → fr')
    await payload.delete({ collection: 'translation-jobs', id: job!.id, overrideAccess: true })
  })
})
