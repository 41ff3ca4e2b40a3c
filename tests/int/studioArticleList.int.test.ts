import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Quiz, User } from '@payload-types'
import { ArticleStatusTabs } from '@/components/studio/ArticleStatusTabs'
import { CategoryCell } from '@/components/studio/CategoryCell'
import { scheduledArticles } from '@/lib/admin/scheduledArticles'

import { asUser, createUser, richText, testPayload } from './helpers/payload'
import { articleJanitor, publishedPatientArticle } from './helpers/studioJobs'

/**
 * The studio's article list and quiz editor as editors use them every day: the search box
 * finds words of the text, the category column names the category of every row, status tabs
 * count what they filter, and a quiz takes a listed CME topic and a marked answer.
 */
let payload: Payload
let editor: User
let doctor: User
const janitor = articleJanitor(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
  doctor = await createUser(payload, 'doctor')
})

afterAll(() => janitor.removeAll())

/** The `where` Payload's list view sends for the search box text `text`. */
const listSearch = (text: string): Where => ({
  or: [{ title: { like: text } }, { slug: { like: text } }, { authorName: { like: text } }],
})

const listIds = async (user: User, where: Where) =>
  (
    await payload.find({
      collection: 'articles',
      where,
      draft: true,
      depth: 0,
      limit: 50,
      ...asUser(user),
    })
  ).docs.map((d) => d.id)

describe('article list search', () => {
  it('finds a draft by a word of its body and an article by a word of its abstract, stemmed', async () => {
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        _status: 'draft',
        title: 'Ein Entwurf ohne das Suchwort im Titel',
        body: await richText(payload, 'Die Zirkonoxidkronen des Quarzplexverfahrens hielten.'),
      } as never,
      overrideAccess: true,
    })
    janitor.track(draft.id)
    const published = await publishedPatientArticle(payload, 'Zähne putzen', 'Zweimal täglich.')
    janitor.track(published.id)
    await payload.update({
      collection: 'articles',
      id: published.id,
      data: { abstract: 'Warum Quarzplexbürsten schonend reinigen.' },
      overrideAccess: true,
    })

    expect(await listIds(editor, listSearch('Quarzplexverfahren'))).toContain(draft.id)
    expect(await listIds(editor, listSearch('quarzplex'))).toEqual(
      expect.arrayContaining([draft.id, published.id]),
    )
    // inside a filter (status tab + search), the filter still applies
    const drafts = await listIds(editor, {
      and: [{ _status: { equals: 'draft' } }, listSearch('quarzplex')],
    })
    expect(drafts).toContain(draft.id)
    expect(drafts).not.toContain(published.id)
    // titles, slugs and author names are found as before
    expect(await listIds(editor, listSearch('Zähne putzen'))).toContain(published.id)
  })

  it('adds no text search for readers outside the studio', async () => {
    const ids = await listIds(doctor, listSearch('Quarzplexbürsten'))
    expect(ids).toEqual([])
  })
})

describe('article list columns and tabs', () => {
  it('names the category of every row, whether or not it is in view', async () => {
    const category = (
      await payload.find({ collection: 'categories', limit: 1, locale: 'de', depth: 0 })
    ).docs[0]!
    const cell = await CategoryCell({ cellData: category.id, payload })
    expect(cell.props.children).toBe(category.displayName)
    expect((await CategoryCell({ cellData: null, payload })).props.children).toBe('–')
  })

  it('counts each status tab as the list shows it (the newest version of each article)', async () => {
    const tabs = await ArticleStatusTabs({
      payload,
      searchParams: { 'where[_status][equals]': 'draft' },
    })
    const html = JSON.stringify(tabs)
    const count = async (where: Where) =>
      (
        await payload.find({
          collection: 'articles',
          where,
          draft: true,
          limit: 0,
          overrideAccess: true,
        })
      ).totalDocs
    const drafts = await count({ _status: { equals: 'draft' } })
    const published = await count({ _status: { equals: 'published' } })
    expect(html).toContain(
      `"Entwürfe"," ",{"type":"span","key":null,"props":{"style":{"opacity":0.75},"children":["(",${drafts},")"]`,
    )
    expect(html).toContain(`"(",${published},")"`)
    expect(html).toContain(`"(",${drafts + published},")"`)
    expect(html).toMatch(/"aria-current":"page","data-status-tab":"draft"/)
  })

  it('lists a draft planned for publication under "Geplant" with its time and planner, until it is trashed', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: `Geplanter Entwurf ${Date.now()}`, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    janitor.track(draft.id)
    const waitUntil = new Date(Date.now() + 86_400_000)
    // what "Veröffentlichung planen" queues (Payload's schedulePublish handler)
    const job = (await payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      waitUntil,
      input: {
        type: 'publish',
        doc: { relationTo: 'articles', value: String(draft.id) },
        timezone: 'Europe/Berlin',
        user: { relationTo: 'users', value: editor.id },
      },
    } as never)) as { id: number }
    try {
      const planned = (await scheduledArticles(payload)).find((a) => a.id === draft.id)
      const planner = [editor.firstName, editor.lastName].filter(Boolean).join(' ') || editor.email
      expect(planned).toEqual({
        id: draft.id,
        title: draft.title,
        at: waitUntil.toISOString(),
        by: planner,
        href: `/admin/collections/articles/${draft.id}`,
      })
      const tabs = JSON.stringify(
        await ArticleStatusTabs({ payload, searchParams: { 'where[id][in]': String(draft.id) } }),
      )
      expect(tabs).toMatch(/"aria-current":"page","data-status-tab":"scheduled"/)
      expect(tabs).toContain('where%5Bid%5D%5Bin%5D=')
      expect(tabs).toContain(String(draft.id))

      await payload.update({
        collection: 'articles',
        id: draft.id,
        data: { deletedAt: new Date().toISOString() },
        trash: true,
        overrideAccess: true,
      })
      expect((await scheduledArticles(payload)).some((a) => a.id === draft.id)).toBe(false)
    } finally {
      // trashing the article already removed its planned publication (scheduledPublish.int)
      await payload.delete({
        collection: 'payload-jobs',
        where: { id: { equals: job.id } },
        overrideAccess: true,
      })
    }
  })
})

describe('quiz editor', () => {
  let template: Quiz
  beforeAll(async () => {
    template = (await payload.find({ collection: 'quizzes', limit: 1, depth: 0 })).docs[0]!
  })

  const save = (data: Partial<Quiz>) =>
    payload.update({ collection: 'quizzes', id: template.id, data, ...asUser(editor) })

  it('takes a topic from the list of CME topics and refuses any other key', async () => {
    await expect(save({ topic: 'implantology' })).resolves.toMatchObject({ topic: 'implantology' })
    await expect(save({ topic: 'implantologyTypo' })).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'topic',
            message: 'Bitte wählen Sie ein Thema aus der Liste.',
          }),
        ],
      },
    })
    await save({ topic: template.topic })
  })

  it('refuses a question whose marked answer is not one of its choices', async () => {
    const questions = template.questions.map((q, i) =>
      i === 0 ? { ...q, correctIndex: q.choices.length } : q,
    )
    await expect(save({ questions })).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'questions.0.correctIndex',
            message: expect.stringContaining('Bitte markieren Sie die richtige Antwort'),
          }),
        ],
      },
    })
  })
})
