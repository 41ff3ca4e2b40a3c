import { z } from 'zod'

import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { localeQuery, queryOf } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { quizReader } from '@/lib/cme/guard'
import { MAX_ATTEMPTS, type AttemptLayout } from '@/lib/cme/grading'
import {
  answersProblem,
  attemptsOf,
  localizedQuizForArticle,
  quizForArticle,
  submitAttempt,
} from '@/lib/cme/quizzes'
import { payloadClient } from '@/lib/payload'

const NO_QUIZ = 'Für diesen Artikel sind noch keine Quizfragen verfügbar.'
const NOTHING_OPEN = 'Es ist kein Quizversuch offen. Bitte laden Sie die Fragen neu.'

/**
 * GET /api/articles/{id}/quiz-attempt?locale=en-US: the reader's latest
 * submitted attempt `{ score (0–1), passed, percentage, attemptsUsed, attemptsLeft,
 * creditsAwarded, certificateId, details }` or `null`. `details` (each question with the
 * chosen and the correct choice, the explanation and `lang`, the language of its texts:
 * `locale` when the quiz has it, else German) only once passed: a failed attempt never
 * reveals the answers. 400 for an unknown locale, 401 visitor, 403 non-member, 404 for an
 * unknown or unpublished article.
 */
export const GET = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const guard = await quizReader(request, params)
    if ('response' in guard) return guard.response
    const query = localeQuery.safeParse(queryOf(request.url))
    if (!query.success) return jsonError(400, 'Invalid query', query.error.issues)
    const payload = await payloadClient()
    const localized = await localizedQuizForArticle(payload, guard.articleId, query.data.locale)
    if (!localized) return jsonOk(null, { private: true })
    const { quiz, lang } = localized
    const attempts = await attemptsOf(payload, guard.reader.id, quiz.id)
    const submitted = attempts.filter((a) => a.status === 'submitted')
    const last = submitted.at(-1)
    if (!last) return jsonOk(null, { private: true })
    const passed = submitted.some((a) => a.passed)
    const { docs: credits } = await payload.find({
      collection: 'cme-credits',
      where: { and: [{ user: { equals: guard.reader.id } }, { quiz: { equals: quiz.id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const layout = last.layout as AttemptLayout
    const answers = (last.answers as number[] | null) ?? []
    const details = passed
      ? layout.questions.map((q, i) => {
          const question = quiz.questions[q]!
          const order = layout.choiceOrder[i]!
          return {
            questionMd: question.questionMd,
            choices: order.map((c) => question.choices[c]!.text),
            chosenIndex: answers[i] ?? null,
            correctIndex: order.indexOf(question.correctIndex),
            explanation: question.explanation ?? null,
            lang,
          }
        })
      : null
    return jsonOk(
      {
        score: last.score ?? 0,
        passed,
        percentage: last.percentage ?? 0,
        attemptsUsed: submitted.length,
        attemptsLeft: passed ? 0 : Math.max(0, MAX_ATTEMPTS - submitted.length),
        creditsAwarded: credits[0]?.credits ?? 0,
        certificateId: credits[0]?.certificateId ?? null,
        details,
      },
      { private: true },
    )
  },
)

const submission = z.object({
  answers: z.array(z.number({ error: 'Antworten müssen Zahlen sein.' }).int().min(0)).max(50),
  timeSpent: z
    .number({ error: 'timeSpent muss eine Zahl (Sekunden) sein.' })
    .min(0)
    .max(7 * 24 * 3600),
})

/**
 * POST /api/articles/{id}/quiz-attempt. Body `{ answers: number[] (chosen index
 * per question, in the shown order), timeSpent: seconds }`.
 * - 200 `{ passed, percentage, score, creditsAwarded, attemptsLeft }`: pass at >= 80 %
 *   (`PASS_MARK`); credits only once per user and quiz
 * - 400 `{ message }`: not every question answered, an index out of range, bad timeSpent
 * - 401 visitor, 403 non-member, 404 no quiz or an unknown or unpublished article (no
 *   credits for those), 409 no open attempt (already submitted)
 */
export const POST = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const guard = await quizReader(request, params)
    if ('response' in guard) return guard.response
    const body = await parseJsonBody(request, submission)
    if ('response' in body) return body.response
    const payload = await payloadClient()
    const quiz = await quizForArticle(payload, guard.articleId)
    if (!quiz) return jsonError(404, NO_QUIZ)
    const open = (await attemptsOf(payload, guard.reader.id, quiz.id)).find(
      (a) => a.status === 'open',
    )
    if (!open) return jsonError(409, NOTHING_OPEN)
    const problem = answersProblem(open.layout as AttemptLayout, body.data.answers)
    if (problem) return jsonError(400, problem)
    const article = await payload.findByID({
      collection: 'articles',
      id: guard.articleId,
      depth: 0,
      overrideAccess: true,
      select: { title: true },
    })
    const result = await submitAttempt(
      payload,
      guard.reader.id,
      quiz,
      open,
      body.data.answers,
      Math.round(body.data.timeSpent),
      article.title,
    )
    if (!result) return jsonError(409, NOTHING_OPEN)
    return jsonOk(result, { private: true })
  },
)
