import type { QuizAttemptAnswer, QuizSubmitAnswer } from '@/lib/api/contract/quiz'
import { localeQuery } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { attemptSummary } from '@/lib/cme/attemptSummary'
import type { AttemptLayout } from '@/lib/cme/grading'
import { quizMember } from '@/lib/cme/guard'
import {
  answersProblem,
  attemptsOf,
  localizedQuizForArticle,
  quizForArticle,
  submitAttempt,
} from '@/lib/cme/quizzes'
import { quizSubmissionBody } from '@/lib/cme/submission'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asReader, asServer } from '@/lib/payload/readAs'

const NO_QUIZ = 'Für diesen Artikel sind noch keine Quizfragen verfügbar.'
const NOTHING_OPEN = 'Es ist kein Quizversuch offen. Bitte laden Sie die Fragen neu.'

/**
 * GET /api/articles/{id}/quiz-attempt?locale=en-US: the reader's latest
 * submitted attempt `{ score (0–1), passed, percentage, attemptsUsed, attemptsLeft,
 * creditsAwarded, certificateId, details }` or `null` (`attemptSummary`). `details` (each
 * question with the chosen and the correct choice, the explanation and `lang`, the
 * language of its texts: `locale` when the quiz has it, else German) only once passed: a
 * failed attempt never reveals the answers. 400 for an unknown locale, 401 visitor, 403
 * non-member, 404 for an unknown or unpublished article.
 */
export const GET = route(
  { guard: quizMember, query: localeQuery },
  async ({ reader, articleId, query }) => {
    const payload = await payloadClient()
    const localized = await localizedQuizForArticle(payload, articleId, query.locale)
    if (!localized) return jsonOk<QuizAttemptAnswer>(null, { private: true })
    const { quiz, lang } = localized
    const attempts = await attemptsOf(payload, reader.id, quiz.id)
    const submitted = attempts.filter((a) => a.status === 'submitted')
    if (submitted.length === 0) return jsonOk<QuizAttemptAnswer>(null, { private: true })
    const { docs: credits } = await payload.find({
      collection: 'cme-credits',
      where: { and: [{ user: { equals: reader.id } }, { quiz: { equals: quiz.id } }] },
      limit: 1,
      depth: 0,
      // As the reader: cme-credits lets a dentist read their own credits only (`adminOrOwner`).
      ...asReader(reader),
    })
    return jsonOk<QuizAttemptAnswer>(attemptSummary(quiz, lang, submitted, credits[0] ?? null), {
      private: true,
    })
  },
)

/**
 * POST /api/articles/{id}/quiz-attempt. Body `{ answers: number[] (chosen index per
 * question, in the shown order), timeSpent: seconds }` (`quizSubmissionBody`).
 * - 200 `{ passed, percentage, score, creditsAwarded, attemptsLeft }`: pass at >= 80 %
 *   (`PASS_MARK`); credits only once per user and quiz
 * - 400 `{ code, message }`: not every question answered, an index out of range, bad timeSpent
 * - 401 visitor, 403 non-member, 404 no quiz or an unknown or unpublished article (no
 *   credits for those), 409 no open attempt (already submitted)
 */
export const POST = route(
  { guard: quizMember, body: quizSubmissionBody },
  async ({ reader, articleId, body }) => {
    const payload = await payloadClient()
    const quiz = await quizForArticle(payload, articleId)
    if (!quiz) return jsonError(404, 'quiz_not_found', NO_QUIZ)
    const open = (await attemptsOf(payload, reader.id, quiz.id)).find((a) => a.status === 'open')
    if (!open) return jsonError(409, 'quiz_attempt_not_open', NOTHING_OPEN)
    const problem = answersProblem(open.layout as AttemptLayout, body.answers)
    if (problem) return jsonError(400, 'quiz_answers_invalid', problem)
    const article = await payload.findByID({
      collection: 'articles',
      id: articleId,
      depth: 0,
      ...asServer(
        'Title of a published article (the guard 404s others), for the credit the server records.',
      ),
      select: { title: true },
    })
    const result = await submitAttempt(
      payload,
      reader.id,
      quiz,
      open,
      body.answers,
      Math.round(body.timeSpent),
      article.title,
    )
    if (!result) return jsonError(409, 'quiz_attempt_not_open', NOTHING_OPEN)
    return jsonOk<QuizSubmitAnswer>(result, { private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
