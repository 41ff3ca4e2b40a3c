import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { findRenderedArticle } from '@/lib/articles/reads'
import { pendingSchedulesOf } from '../../collections/hooks/scheduledPublish'

import { asUser, createUser, richText, testPayload } from './helpers/payload'
import { copySeededQuiz } from './helpers/quiz'
import { articleJanitor, publishedPatientArticle } from './helpers/studioJobs'

/**
 * "Diese Version wiederherstellen" on an article that has everything an article can have
 * around it — an audio job, a translation job and an English version, a quiz and a planned
 * publication — brings the old text back and leaves the rows around it as they were.
 */
let payload: Payload
let editor: User
const janitor = articleJanitor(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
})
afterAll(() => janitor.removeAll())

/** An article with audio, a translation, a quiz and a planned publication around it. */
async function articleWithEverything(title: string) {
  const article = await publishedPatientArticle(payload, title, 'Die erste Fassung des Textes.')
  janitor.track(article.id)
  const audio = await payload.create({
    collection: 'audio-jobs',
    data: { article: article.id, locale: 'de', status: 'done', audioStatus: 'ready' },
    overrideAccess: true,
  })
  const translation = await payload.create({
    collection: 'translation-jobs',
    data: { subject: 'article', article: article.id, locale: 'en', status: 'done' },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'articles',
    id: article.id,
    locale: 'en',
    data: { title: `${title} (EN)`, body: await richText(payload, 'The first version.') },
    overrideAccess: true,
    context: { disableAutoAudio: true },
  })
  const quiz = await copySeededQuiz(payload, article.id)
  await payload.jobs.queue({
    task: 'schedulePublish',
    queue: 'default',
    waitUntil: new Date(Date.now() + 86_400_000),
    input: { type: 'unpublish', doc: { relationTo: 'articles', value: String(article.id) } },
  } as never)
  return { article, audio, translation, quiz }
}

/** The rows around the article as the database holds them (to compare before and after). */
async function surroundings(ids: { audio: number; translation: number; quiz: number }, id: number) {
  const one = async (collection: 'audio-jobs' | 'translation-jobs' | 'quizzes', rowId: number) =>
    payload.findByID({ collection, id: rowId, depth: 0, overrideAccess: true })
  const schedules = await payload.count({
    collection: 'payload-jobs',
    where: pendingSchedulesOf('articles', id),
    overrideAccess: true,
  })
  return {
    audio: await one('audio-jobs', ids.audio),
    translation: await one('translation-jobs', ids.translation),
    quiz: await one('quizzes', ids.quiz),
    schedules: schedules.totalDocs,
  }
}

/** The article's version whose German body contains `text`. */
async function versionWith(id: number, text: string) {
  const { docs } = await payload.findVersions({
    collection: 'articles',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    locale: 'de',
    limit: 50,
    overrideAccess: true,
  })
  const version = docs.find((v) => JSON.stringify(v.version.body).includes(text))
  expect(version).toBeDefined()
  return version!
}

describe('restoring an earlier version of an article', () => {
  it('brings the old text back and leaves its audio, translation, quiz and schedule untouched', async () => {
    const title = `Wiederherstellen ${Date.now()}`
    const { article, audio, translation, quiz } = await articleWithEverything(title)
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'de',
      data: { body: await richText(payload, 'Eine versehentlich gespeicherte Fassung.') },
      ...asUser(editor),
      context: { disableAutoAudio: true },
    })
    const before = await surroundings(
      { audio: audio.id, translation: translation.id, quiz: quiz.id },
      article.id,
    )
    expect(before.schedules).toBe(1)

    const first = await versionWith(article.id, 'erste Fassung')
    await payload.restoreVersion({
      collection: 'articles',
      id: first.id,
      ...asUser(editor),
      context: { disableAutoAudio: true },
    })

    const rendered = await findRenderedArticle(payload, article.id, 'de')
    expect(rendered?.full.bodyHtml).toContain('erste Fassung')
    expect(rendered?.full.bodyHtml).not.toContain('versehentlich')
    const english = await payload.findByID({
      collection: 'articles',
      id: article.id,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    expect(english.title).toBe(`${title} (EN)`)
    expect(
      await surroundings(
        { audio: audio.id, translation: translation.id, quiz: quiz.id },
        article.id,
      ),
    ).toEqual(before)
  })

  it('restores a version with another title and renames the jobs after it', async () => {
    const title = `Alter Titel ${Date.now()}`
    const { article, audio } = await articleWithEverything(title)
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'de',
      data: { title: `${title} neu`, body: await richText(payload, 'Zweite Fassung.') },
      ...asUser(editor),
      context: { disableAutoAudio: true },
    })
    const first = await versionWith(article.id, 'erste Fassung')
    await payload.restoreVersion({
      collection: 'articles',
      id: first.id,
      ...asUser(editor),
      context: { disableAutoAudio: true },
    })
    const job = await payload.findByID({
      collection: 'audio-jobs',
      id: audio.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(job).toMatchObject({ articleTitle: title, status: 'done', audioStatus: 'ready' })
  })
})
