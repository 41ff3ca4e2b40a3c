/**
 * Contract of an article's CME quiz: `GET /api/articles/{id}/quizzes?locale=` (the
 * questions of the open attempt), `GET /api/articles/{id}/quiz-attempt?locale=` (the
 * latest submitted attempt) and `POST /api/articles/{id}/quiz-attempt` (a submission,
 * validated on the server by `quizSubmissionBody`). Types only, no zod at run time: the
 * quiz sits on article pages.
 */
import type { AttemptSummary } from '@/lib/cme/attemptSummary'
import type { PublicQuestion, SubmitResult } from '@/lib/cme/quizzes'
import type { QuizSubmission } from '@/lib/cme/submission'

import { fetchJson, postJson, type JsonCallResult } from './fetchJson'

export type { QuizSubmission }

/** `GET …/quizzes` 200: questions in this attempt's order, without the answers (409/401/403/404 `{ code, message }`). */
export type QuizQuestionsAnswer = PublicQuestion[]
/** `GET …/quiz-attempt` 200: the latest submitted attempt, null before the first. */
export type QuizAttemptAnswer = AttemptSummary | null
/** `POST …/quiz-attempt` 200 (400/409 `{ code, message }` in German). */
export type QuizSubmitAnswer = SubmitResult

/** SWR key of the questions, texts in `locale` when the quiz has them. */
export const quizQuestionsKey = (articleId: number, locale: string) =>
  `/api/articles/${articleId}/quizzes?locale=${locale}`
/** SWR key of the latest attempt. */
export const quizAttemptKey = (articleId: number, locale: string) =>
  `/api/articles/${articleId}/quiz-attempt?locale=${locale}`

/** Loads the questions (opens an attempt on the server); throws `ApiError`. */
export const fetchQuizQuestions: (url: string) => Promise<QuizQuestionsAnswer> = fetchJson
/** Loads the latest attempt; throws `ApiError`. */
export const fetchQuizAttempt: (url: string) => Promise<QuizAttemptAnswer> = fetchJson

/** Submits the answers of the open attempt. */
export function submitQuizAttempt(
  articleId: number,
  submission: QuizSubmission,
): Promise<JsonCallResult<QuizSubmitAnswer>> {
  return postJson<QuizSubmitAnswer>(`/api/articles/${articleId}/quiz-attempt`, submission)
}
