import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up as addAttemptTitles } from '../../migrations/20261124_021120_quiz_attempt_titles'
import { quizForArticle } from '@/lib/cme/quizzes'
import { membershipsOf } from '@/lib/membership/reads'
import type { Quiz, User } from '@payload-types'

import { createUser, testPayload } from './helpers/payload'

let payload: Payload
let doctor: User
let admin: User
let quiz: Quiz
let germanTitle: string
const attemptIds: number[] = []
const membershipIds: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  doctor = await createUser(payload, 'doctor')
  admin = await createUser(payload, 'admin')
  const { docs } = await payload.find({ collection: 'quizzes', limit: 1, depth: 0 })
  quiz = docs[0]!
  const article = await payload.findByID({
    collection: 'articles',
    id: quiz.article as number,
    locale: 'de',
    depth: 0,
  })
  germanTitle = article.title
})

afterAll(async () => {
  const options = { overrideAccess: true } as const
  if (attemptIds.length)
    await payload.delete({
      collection: 'quiz-attempts',
      where: { id: { in: attemptIds } },
      ...options,
    })
  if (membershipIds.length)
    await payload.delete({
      collection: 'memberships',
      where: { id: { in: membershipIds } },
      ...options,
    })
  await payload.delete({
    collection: 'users',
    where: { id: { in: [doctor.id, admin.id] } },
    ...options,
  })
})

describe('studio titles of records that had only a number', () => {
  it('a quiz attempt is named by e-mail, German article title and number, and keeps it when graded', async () => {
    const attempt = await payload.create({
      collection: 'quiz-attempts',
      overrideAccess: true,
      data: { user: doctor.id, quiz: quiz.id, attemptNumber: 1, status: 'open', layout: {} },
    })
    attemptIds.push(attempt.id)
    const expected = `${doctor.email} · ${germanTitle} · Versuch 1`
    expect(attempt.title).toBe(expected)

    const graded = await payload.update({
      collection: 'quiz-attempts',
      id: attempt.id,
      overrideAccess: true,
      data: { status: 'submitted', score: 4, percentage: 80, passed: true },
    })
    expect(graded.title).toBe(expected)

    // Admins find it in the studio's search by the participant's address.
    const found = await payload.find({
      collection: 'quiz-attempts',
      where: { title: { like: doctor.email } },
      user: admin,
      overrideAccess: false,
    })
    expect(found.docs.map((d) => d.id)).toEqual([attempt.id])
  })

  it('the migration names the attempts that existed before, as new ones are named', async () => {
    const second = await payload.create({
      collection: 'quiz-attempts',
      overrideAccess: true,
      data: { user: doctor.id, quiz: quiz.id, attemptNumber: 2, status: 'open', layout: {} },
    })
    attemptIds.push(second.id)
    const db = payload.db.drizzle
    await db.execute(sql`ALTER TABLE "quiz_attempts" DROP COLUMN "title"`)
    await addAttemptTitles({ db, payload, req: {} as never })
    const { docs } = await payload.find({
      collection: 'quiz-attempts',
      where: { id: { in: attemptIds } },
      sort: 'attemptNumber',
      overrideAccess: true,
    })
    expect(docs.map((d) => d.title)).toEqual([
      `${doctor.email} · ${germanTitle} · Versuch 1`,
      `${doctor.email} · ${germanTitle} · Versuch 2`,
    ])
  })

  it("a membership is titled by its member's e-mail, a quiz by its article's title per language", async () => {
    const membership = await payload.create({
      collection: 'memberships',
      overrideAccess: true,
      data: { user: doctor.id, currentPeriodEnd: '2099-12-31T00:00:00.000Z' },
    })
    membershipIds.push(membership.id)
    const read = await payload.findByID({
      collection: 'memberships',
      id: membership.id,
      depth: 0,
      user: admin,
      overrideAccess: false,
    })
    expect(read.userEmail).toBe(doctor.email)
    // The premium check on every page does not pay for that lookup.
    const [own] = await membershipsOf(payload, doctor.id)
    expect(own?.id).toBe(membership.id)
    expect(own).not.toHaveProperty('userEmail')

    const german = await payload.findByID({ collection: 'quizzes', id: quiz.id, locale: 'de' })
    expect(german.articleTitle).toBe(germanTitle)
    const english = await payload.findByID({ collection: 'quizzes', id: quiz.id, locale: 'en' })
    const article = await payload.findByID({
      collection: 'articles',
      id: quiz.article as number,
      locale: 'en',
      depth: 0,
    })
    expect(english.articleTitle).toBe(article.title)
    expect(english.articleTitle).not.toBe(germanTitle)
    const forQuizPage = await quizForArticle(payload, quiz.article as number, 'de')
    expect(forQuizPage?.id).toBe(quiz.id)
    expect(forQuizPage).not.toHaveProperty('articleTitle')
  })
})
