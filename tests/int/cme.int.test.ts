import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as certificate } from '@/app/api/doctor/certificates/[certificateId]/route'
import { GET as stats } from '@/app/api/doctor/stats/route'
import { GET as lastAttempt, POST as submit } from '@/app/api/articles/[id]/quiz-attempt/route'
import { GET as questions } from '@/app/api/articles/[id]/quizzes/route'

import { callRoute, freshIp } from './helpers/http'
import { testPayload } from './helpers/payload'
import { openAttempt, shownAnswers, signedInDoctor } from './helpers/quiz'

let payload: Payload
let articleIds: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'quizzes', limit: 20, depth: 0 })
  articleIds = docs.map((q) => (typeof q.article === 'number' ? q.article : q.article.id))
})

/** A signed-in doctor for the quiz routes: a premium member unless `member` is false. */
const doctor = ({ member = true } = {}) =>
  signedInDoctor(payload, { label: member ? 'cme-member' : 'cme-basic', member })

/** The certificate route's raw answer (a PDF) for `certificateId`, as the user of `cookie`. */
const certificatePdf = (certificateId: string, cookie: string) =>
  certificate(
    new Request('http://localhost/api/test', {
      headers: { cookie, 'x-forwarded-for': freshIp() },
    }),
    { params: Promise.resolve({ certificateId }) },
  )

/** The shown indices of the right (or, with `wrong`, wrong) answers of the user's open attempt. */
async function answersFor(userId: number, articleId: number, wrong = false): Promise<number[]> {
  const quiz = (
    await payload.find({
      collection: 'quizzes',
      where: { article: { equals: articleId } },
      depth: 0,
    })
  ).docs[0]!
  const { layout } = await openAttempt(payload, userId)
  return shownAnswers(layout, quiz, wrong ? { right: 0 } : {})
}

describe('CME quiz access (401 visitor, 403 non-member)', () => {
  it('refuses visitors and non-members on every quiz endpoint', async () => {
    const params = { id: String(articleIds[0]) }
    for (const [handler, method] of [
      [questions, 'GET'],
      [lastAttempt, 'GET'],
      [submit, 'POST'],
    ] as const) {
      expect(
        (
          await callRoute(handler, {
            params,
            method,
            body: method === 'POST' ? { answers: [], timeSpent: 1 } : undefined,
          })
        ).status,
      ).toBe(401)
    }
    const basic = await doctor({ member: false })
    for (const [handler, method] of [
      [questions, 'GET'],
      [lastAttempt, 'GET'],
      [submit, 'POST'],
    ] as const) {
      const res = await callRoute(handler, {
        params,
        method,
        cookie: basic.cookie,
        body: method === 'POST' ? { answers: [], timeSpent: 1 } : undefined,
      })
      expect(res.status).toBe(403)
    }
  })
})

describe('CME quiz flow', () => {
  it('serves questions without answers, hides them after a failed attempt, and awards credits once on passing', async () => {
    const { user, cookie } = await doctor()
    const params = { id: String(articleIds[1]) }
    const first = await callRoute(questions, { params, method: 'GET', cookie })
    expect(first.status).toBe(200)
    expect(first.json).toHaveLength(5)
    const text = JSON.stringify(first.json)
    expect(text).not.toMatch(/correctIndex|explanation/)
    // `lang` names the language of the texts (German here); nothing else besides the texts.
    expect(Object.keys(first.json[0] as object).sort()).toEqual([
      'choices',
      'id',
      'lang',
      'questionMd',
    ])
    // Loading again while the attempt is open shows the same attempt.
    expect((await callRoute(questions, { params, method: 'GET', cookie })).json).toEqual(first.json)

    const failed = await callRoute(submit, {
      params,
      cookie,
      body: { answers: await answersFor(user.id, Number(params.id), true), timeSpent: 300 },
    })
    expect(failed.json).toMatchObject({
      passed: false,
      percentage: 0,
      creditsAwarded: 0,
      attemptsLeft: 1,
    })
    const afterFail = await callRoute(lastAttempt, { params, method: 'GET', cookie })
    expect(afterFail.json).toMatchObject({
      passed: false,
      attemptsUsed: 1,
      attemptsLeft: 1,
      details: null,
    })
    expect(JSON.stringify(afterFail.json)).not.toMatch(/correctIndex|explanation/)

    expect((await callRoute(questions, { params, method: 'GET', cookie })).status).toBe(200)
    // The retry is a new draw: its stored order differs from the failed attempt's.
    const attempts = await payload.find({
      collection: 'quiz-attempts',
      where: { user: { equals: user.id } },
      sort: 'attemptNumber',
      depth: 0,
    })
    expect(attempts.docs.map((a) => a.attemptNumber)).toEqual([1, 2])
    expect(JSON.stringify(attempts.docs[1]!.layout)).not.toBe(
      JSON.stringify(attempts.docs[0]!.layout),
    )
    const passed = await callRoute(submit, {
      params,
      cookie,
      body: { answers: await answersFor(user.id, Number(params.id)), timeSpent: 600 },
    })
    expect(passed.json).toMatchObject({
      passed: true,
      percentage: 100,
      score: 1,
      creditsAwarded: 2,
      attemptsLeft: 0,
    })
    // The pass box links to the certificate at once: the answer names it.
    const passedCertificate = (passed.json as unknown as { certificateId: string }).certificateId
    expect(passedCertificate).toMatch(/^DJ-CME-[A-Z2-9]{12}$/)
    expect((await certificatePdf(passedCertificate, cookie)).status).toBe(200)
    const afterPass = await callRoute(lastAttempt, { params, method: 'GET', cookie })
    expect(afterPass.json).toMatchObject({ passed: true, percentage: 100, creditsAwarded: 2 })
    expect(
      (afterPass.json as unknown as { details: { correctIndex: number; explanation: string }[] })
        .details[0]!.explanation.length,
    ).toBeGreaterThan(5)
    expect((await callRoute(questions, { params, method: 'GET', cookie })).status).toBe(409)

    const summary = await callRoute(stats, { method: 'GET', cookie })
    expect(summary.json).toMatchObject({
      totalCredits: 2,
      passedQuizzes: 1,
      activeTopics: 1,
      expertTopics: 0,
      period: { credits: 2, target: 125 },
    })
    const certificateId = (summary.json as unknown as { certificates: { certificateId: string }[] })
      .certificates[0]!.certificateId
    expect(certificateId).toBe(passedCertificate)
    const pdf = await certificatePdf(certificateId, cookie)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF')
    const other = await doctor()
    expect((await certificatePdf(certificateId, other.cookie)).status).toBe(404)
  })

  it('allows two attempts at most', async () => {
    const { user, cookie } = await doctor()
    const params = { id: String(articleIds[2]) }
    for (let i = 0; i < 2; i++) {
      await callRoute(questions, { params, method: 'GET', cookie })
      expect(
        (
          await callRoute(submit, {
            params,
            cookie,
            body: { answers: await answersFor(user.id, Number(params.id), true), timeSpent: 60 },
          })
        ).json,
      ).toMatchObject({ passed: false })
    }
    expect(await callRoute(questions, { params, method: 'GET', cookie })).toMatchObject({
      status: 409,
      json: { message: 'Sie haben beide Versuche für dieses Quiz genutzt.' },
    })
    const late = { answers: [0, 0, 0, 0, 0], timeSpent: 60 }
    expect((await callRoute(submit, { params, cookie, body: late })).status).toBe(409)
  })

  it('validates answers and time (every question must be answered)', async () => {
    const { cookie } = await doctor()
    const params = { id: String(articleIds[3]) }
    await callRoute(questions, { params, method: 'GET', cookie })
    expect(
      await callRoute(submit, { params, cookie, body: { answers: [0, 1], timeSpent: 10 } }),
    ).toMatchObject({
      status: 400,
      json: { message: 'Bitte beantworten Sie alle Fragen bevor Sie einreichen.' },
    })
    // Out-of-range choice, negative time, answers that are no list.
    for (const body of [
      { answers: [0, 1, 2, 3, 9], timeSpent: 10 },
      { answers: [0, 1, 2, 3, 0], timeSpent: -1 },
      { answers: 'abc', timeSpent: 10 },
    ]) {
      const { status } = await callRoute(submit, { params, cookie, body })
      expect(status, JSON.stringify(body)).toBe(400)
    }
  })

  it('awards credits exactly once under 20 concurrent submits', async () => {
    const { user, cookie } = await doctor()
    const params = { id: String(articleIds[4]) }
    await callRoute(questions, { params, method: 'GET', cookie })
    const answers = await answersFor(user.id, Number(params.id))
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        callRoute(submit, { params, cookie, body: { answers, timeSpent: 120 } }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(19)
    expect(
      (await payload.count({ collection: 'cme-credits', where: { user: { equals: user.id } } }))
        .totalDocs,
    ).toBe(1)
  })

  it("never exposes quizzes, attempts or other users' credits through Payload's API", async () => {
    const { user } = await doctor()
    const asUser = { overrideAccess: false, user: { ...user, collection: 'users' as const } }
    await expect(payload.find({ collection: 'quizzes', ...asUser })).rejects.toThrow()
    await expect(payload.find({ collection: 'quiz-attempts', ...asUser })).rejects.toThrow()
    const credits = await payload.find({ collection: 'cme-credits', ...asUser })
    expect(
      credits.docs.every((c) => (typeof c.user === 'number' ? c.user : c.user.id) === user.id),
    ).toBe(true)
  })
})
