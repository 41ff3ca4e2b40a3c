import type { Payload, PayloadRequest } from 'payload'

import type { Quiz } from '@payload-types'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { asServer } from '@/lib/payload/readAs'

/**
 * The translatable texts of a quiz, question by question in the stored order; `choices[j]`
 * is the text of choice j. Answers (`correctIndex`) are not part of it: they are shared by
 * every language.
 */
export type QuizTexts = { questionMd: string; choices: string[]; explanation: string | null }[]

/** The texts of a quiz as read in one locale (empty strings where that locale has none). */
export function quizTextsOf(quiz: Pick<Quiz, 'questions'>): QuizTexts {
  return quiz.questions.map((q) => ({
    questionMd: q.questionMd ?? '',
    choices: q.choices.map((c) => c.text ?? ''),
    explanation: q.explanation ?? null,
  }))
}

/** True when every question and every choice of the quiz has a text (read without fallback). */
export function hasAllTexts(quiz: Pick<Quiz, 'questions'>): boolean {
  return (
    quiz.questions.length > 0 &&
    quiz.questions.every((q) => q.questionMd?.trim() && q.choices.every((c) => c.text?.trim()))
  )
}

/**
 * Why `texts` cannot be the translation of `quiz`, or null when they fit: the same number
 * of questions and, question by question, the same number of choices. Choice j of a
 * translation must mean choice j of the original, because grading uses one `correctIndex`.
 */
export function quizShapeProblem(quiz: Pick<Quiz, 'questions'>, texts: QuizTexts): string | null {
  if (texts.length !== quiz.questions.length)
    return `${texts.length} Fragen statt ${quiz.questions.length}`
  const bad = texts.findIndex((t, i) => t.choices.length !== quiz.questions[i]!.choices.length)
  return bad === -1
    ? null
    : `Frage ${bad + 1}: ${texts[bad]!.choices.length} Antworten statt ${quiz.questions[bad]!.choices.length}`
}

/**
 * Stores the texts of one language of a quiz. The question and choice rows keep their ids
 * and `correctIndex` (shared by all languages), so the other languages stay as they are.
 * Throws when the texts do not fit the quiz's shape (`quizShapeProblem`). Pass `req` to
 * write inside the caller's transaction.
 */
export async function saveQuizTexts(
  payload: Payload,
  quizId: number,
  locale: Locale,
  texts: QuizTexts,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const quiz = await payload.findByID({
    collection: 'quizzes',
    id: quizId,
    locale: DEFAULT_LOCALE,
    depth: 0,
    ...asServer(
      'Translation job or studio save: quizzes hold the answer key; the server reads as itself.',
    ),
    req,
  })
  const problem = quizShapeProblem(quiz, texts)
  if (problem) throw new Error(`Die Übersetzung passt nicht zum Quiz ${quizId}: ${problem}`)
  await payload.update({
    collection: 'quizzes',
    id: quizId,
    locale,
    ...asServer("The server stores the quiz texts as itself (job or the caller's transaction)."),
    depth: 0,
    req,
    data: {
      questions: quiz.questions.map((q, i) => ({
        id: q.id,
        correctIndex: q.correctIndex,
        questionMd: texts[i]!.questionMd,
        explanation: texts[i]!.explanation,
        choices: q.choices.map((c, j) => ({ id: c.id, text: texts[i]!.choices[j]! })),
      })),
    },
  })
}
