import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { CmeCredit, User } from '@payload-types'
import { GET as certificate } from '@/app/api/doctor/certificates/[certificateId]/route'
import { POST as submit } from '@/app/api/articles/[id]/quiz-attempt/route'
import { GET as questions } from '@/app/api/articles/[id]/quizzes/route'

import { callRoute, freshIp } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { copySeededQuiz, openAttempt, shownAnswers, signedInDoctor } from './helpers/quiz'
import { publishedPatientArticle } from './helpers/studioJobs'

/**
 * Editors delete what readers touched: an article whose CME quiz doctors opened and
 * passed, or the quiz alone. Nothing answers 500; the doctors' earned credits, submitted
 * attempts and certificates stay (collections/hooks/quizRecords.ts).
 */
let payload: Payload
let admin: User
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
})

/** A published article with a copy of a seeded quiz (German texts). */
async function articleWithQuiz(title: string) {
  const article = await publishedPatientArticle(payload, title, 'Ein Absatz über Fluorid.')
  const quiz = await copySeededQuiz(payload, article.id)
  return { article, quiz }
}

describe('deleting articles and quizzes that doctors used', () => {
  it('an admin deletes an article whose quiz one doctor passed and another opened: the credit, attempt and certificate stay', async () => {
    const title = `Löschtest ${Date.now()}`
    const { article, quiz } = await articleWithQuiz(title)
    const params = { id: String(article.id) }

    const passer = await signedInDoctor(payload, { label: 'delete-passer' })
    expect(
      (await callRoute(questions, { params, method: 'GET', cookie: passer.cookie })).status,
    ).toBe(200)
    const { layout } = await openAttempt(payload, passer.user.id, quiz.id)
    const passed = await callRoute(submit, {
      params,
      cookie: passer.cookie,
      body: { answers: shownAnswers(layout, quiz), timeSpent: 300 },
    })
    expect(passed.json).toMatchObject({ passed: true })
    const opener = await signedInDoctor(payload, { label: 'delete-opener' })
    expect(
      (await callRoute(questions, { params, method: 'GET', cookie: opener.cookie })).status,
    ).toBe(200)

    await payload.delete({
      collection: 'articles',
      id: article.id,
      user: admin,
      overrideAccess: false,
    })

    const find = (collection: 'quizzes' | 'quiz-attempts' | 'cme-credits', userId?: number) =>
      payload.find({
        collection,
        where: userId ? { user: { equals: userId } } : { id: { equals: quiz.id } },
        depth: 0,
        overrideAccess: true,
      })
    expect((await find('quizzes')).totalDocs).toBe(0)
    expect((await find('quiz-attempts', opener.user.id)).totalDocs).toBe(0)
    const [attempt] = (await find('quiz-attempts', passer.user.id)).docs
    expect(attempt).toMatchObject({ status: 'submitted', passed: true, quiz: null })
    const credit = (await find('cme-credits', passer.user.id)).docs[0] as CmeCredit | undefined
    expect(credit).toMatchObject({ moduleTitle: title, quiz: null, article: null })

    const pdf = await certificate(
      new Request('http://localhost/api/test', {
        headers: { cookie: passer.cookie, 'x-forwarded-for': freshIp() },
      }),
      { params: Promise.resolve({ certificateId: credit!.certificateId }) },
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
  })

  it('an editor deletes a quiz a doctor has only opened', async () => {
    const { article, quiz } = await articleWithQuiz(`Quiz-Löschtest ${Date.now()}`)
    const doctor = await signedInDoctor(payload, { label: 'quiz-opener' })
    const params = { id: String(article.id) }
    expect(
      (await callRoute(questions, { params, method: 'GET', cookie: doctor.cookie })).status,
    ).toBe(200)

    await payload.delete({
      collection: 'quizzes',
      id: quiz.id,
      user: editor,
      overrideAccess: false,
    })

    const attempts = await payload.find({
      collection: 'quiz-attempts',
      where: { user: { equals: doctor.user.id } },
      overrideAccess: true,
    })
    expect(attempts.totalDocs).toBe(0)
    // The article stays and simply has no quiz any more.
    expect(
      await callRoute(questions, { params, method: 'GET', cookie: doctor.cookie }),
    ).toMatchObject({ status: 200, json: [] })
  })
})
