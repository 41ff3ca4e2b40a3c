import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Article, Quiz } from '@payload-types'
import {
  POST as submitAttempt,
  GET as lastAttempt,
} from '@/app/api/articles/[id]/quiz-attempt/route'
import { GET as quizQuestions } from '@/app/api/articles/[id]/quizzes/route'

import { callRoute } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { openAttempt, shownAnswers, signedInDoctor } from '../helpers/quiz'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('CME quizzes exist only for published articles', () => {
  const created = { articles: [] as number[], quizzes: [] as number[] }

  // Other test files take "the seeded quizzes" from the database: leave none of ours behind.
  afterAll(async () => {
    const inOurs = { in: created.quizzes }
    await payload.delete({ collection: 'quiz-attempts', where: { quiz: inOurs } })
    await payload.delete({ collection: 'quizzes', where: { id: inOurs } })
    await payload.delete({ collection: 'articles', where: { id: { in: created.articles } } })
  })

  /** A premium member with a product session cookie. */
  const member = () => signedInDoctor(payload, { label: 'sec-quiz' })

  /** A new article like a seeded one (published or draft), with a copy of a seeded quiz. */
  async function articleWithQuiz(
    status: 'published' | 'draft',
  ): Promise<{ article: Article; quiz: Quiz }> {
    const seededQuiz = (
      await payload.find({ collection: 'quizzes', sort: 'id', limit: 1, depth: 0 })
    ).docs[0]!
    const source = await payload.findByID({
      collection: 'articles',
      id: seededQuiz.article as number,
      depth: 0,
    })
    const article = await payload.create({
      collection: 'articles',
      draft: status === 'draft',
      data: {
        title: `Quiz-Sicherheit ${status} ${Date.now()}`,
        body: source.body,
        category: source.category,
        authorName: source.authorName,
        _status: status,
      },
    })
    created.articles.push(article.id)
    const { id: _id, article: _article, createdAt: _c, updatedAt: _u, ...rest } = seededQuiz
    const quiz = await payload.create({
      collection: 'quizzes',
      data: {
        ...rest,
        article: article.id,
        questions: seededQuiz.questions.map(({ id: _q, ...q }) => ({
          ...q,
          choices: q.choices.map(({ id: _ch, ...c }) => c),
        })),
      },
    })
    created.quizzes.push(quiz.id)
    return { article, quiz }
  }

  const call = (
    handler: typeof quizQuestions | typeof submitAttempt,
    articleId: number,
    cookie: string,
    method: 'GET' | 'POST',
    body?: unknown,
  ) => callRoute(handler as never, { method, cookie, body, params: { id: String(articleId) } })

  it("answers a draft's quiz like an unknown article, and credits nothing once the article is unpublished", async () => {
    const { cookie, user } = await member()
    const draft = await articleWithQuiz('draft')
    for (const [handler, method, body] of [
      [quizQuestions, 'GET', undefined],
      [lastAttempt, 'GET', undefined],
      [submitAttempt, 'POST', { answers: [0, 0, 0, 0, 0], timeSpent: 60 }],
    ] as const) {
      expect(await call(handler, draft.article.id, cookie, method, body)).toMatchObject({
        status: 404,
        json: { code: 'article_not_found' },
      })
    }
    expect(
      (
        await payload.count({
          collection: 'quiz-attempts',
          where: { quiz: { equals: draft.quiz.id } },
        })
      ).totalDocs,
    ).toBe(0)

    // Published, the quiz opens; unpublished before the answers arrive, nothing is credited.
    const live = await articleWithQuiz('published')
    const opened = await call(quizQuestions, live.article.id, cookie, 'GET')
    expect(opened.status).toBe(200)
    const { layout } = await openAttempt(payload, user.id, live.quiz.id)
    const right = shownAnswers(layout, live.quiz)
    await payload.update({
      collection: 'articles',
      id: live.article.id,
      data: { _status: 'draft' },
    })
    const submitted = await call(submitAttempt, live.article.id, cookie, 'POST', {
      answers: right,
      timeSpent: 120,
    })
    expect(submitted.status).toBe(404)
    expect(
      (await payload.count({ collection: 'cme-credits', where: { user: { equals: user.id } } }))
        .totalDocs,
    ).toBe(0)
  })
})
