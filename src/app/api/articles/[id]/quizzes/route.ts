import type { QuizQuestionsAnswer } from '@/lib/api/contract/quiz'
import { localeQuery } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import type { AttemptLayout } from '@/lib/cme/grading'
import { quizMember } from '@/lib/cme/guard'
import { localizedQuizForArticle, openAttempt, publicQuestions } from '@/lib/cme/quizzes'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/articles/{id}/quizzes?locale=en-US: the questions of the reader's
 * current attempt as `[{ id, questionMd, choices, lang }]`, choices in this attempt's
 * shuffled order (the mapping stays on the server); never the correct answers. The texts
 * are in `locale` (default German) when the quiz has that language, else in German;
 * `lang` names the language shown. `[]` when the article has no quiz. 400 `{ code, message }`
 * for an unknown locale, 401 visitor, 403 non-member, 404 `{ code, message }` for an unknown or
 * unpublished article (`quizMember`), 409 `{ code, message }` when the quiz was passed or both
 * attempts are used.
 */
export const GET = route(
  { guard: quizMember, query: localeQuery },
  async ({ reader, articleId, query }) => {
    const payload = await payloadClient()
    const localized = await localizedQuizForArticle(payload, articleId, query.locale)
    if (!localized) return jsonOk<QuizQuestionsAnswer>([], { private: true })
    const opened = await openAttempt(payload, reader.id, localized.quiz)
    if ('blocked' in opened) {
      return jsonError(
        409,
        opened.blocked === 'passed' ? 'quiz_already_passed' : 'quiz_attempts_exhausted',
      )
    }
    return jsonOk<QuizQuestionsAnswer>(
      publicQuestions(localized, opened.attempt.layout as AttemptLayout),
      { private: true },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
