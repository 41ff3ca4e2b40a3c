import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { quizReader } from '@/lib/cme/guard'
import type { AttemptLayout } from '@/lib/cme/grading'
import { openAttempt, publicQuestions, quizForArticle } from '@/lib/cme/quizzes'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/articles/{id}/quizzes (spec §7): the questions of the reader's current attempt
 * as `[{ id, questionMd, choices }]`, choices in this attempt's shuffled order (the
 * mapping stays on the server); never the correct answers. `[]` when the article has no
 * quiz. 401 visitor, 403 non-member, 404 `{ message }` for an unknown or unpublished
 * article (`quizReader`), 409 `{ message }` when the quiz was passed or both attempts are
 * used.
 */
export const GET = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const guard = await quizReader(request, params)
    if ('response' in guard) return guard.response
    const payload = await payloadClient()
    const quiz = await quizForArticle(payload, guard.articleId)
    if (!quiz) return jsonOk([], { private: true })
    const opened = await openAttempt(payload, guard.reader.id, quiz)
    if ('blocked' in opened) {
      return jsonError(
        409,
        opened.blocked === 'passed'
          ? 'Sie haben dieses Quiz bereits bestanden.'
          : 'Sie haben beide Versuche für dieses Quiz genutzt.',
      )
    }
    return jsonOk(publicQuestions(quiz, opened.attempt.layout as AttemptLayout), { private: true })
  },
)
