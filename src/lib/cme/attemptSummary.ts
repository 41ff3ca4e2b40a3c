import type { Locale } from '@/i18n/locales'
import type { Quiz, QuizAttempt } from '@payload-types'

import { MAX_ATTEMPTS, type AttemptLayout } from './grading'

/** One question of a passed attempt, with the reader's and the correct choice. */
export type AttemptDetail = {
  questionMd: string
  /** Choices in the order this attempt showed them. */
  choices: string[]
  /** Index into `choices` the reader chose, null when unanswered. */
  chosenIndex: number | null
  /** Index into `choices` of the right answer. */
  correctIndex: number
  explanation: string | null
  /** Language of the texts: the asked locale when the quiz has it, else German. */
  lang: Locale
}

/** The reader's latest submitted attempt of a quiz, as `GET …/quiz-attempt` answers it. */
export type AttemptSummary = {
  /** Share of right answers of the latest attempt, 0–1. */
  score: number
  /** Whether any attempt passed. */
  passed: boolean
  /** `score` in percent, 0–100. */
  percentage: number
  attemptsUsed: number
  attemptsLeft: number
  /** CME points credited for this quiz (0 before passing). */
  creditsAwarded: number
  certificateId: string | null
  /** Each question with the answers, only once passed: a failed attempt never reveals them. */
  details: AttemptDetail[] | null
}

/**
 * Sums up the submitted attempts of one reader for `quiz` (oldest first; null when none)
 * with the reader's credit for it (`credit`, or null). `lang` is the language the quiz
 * texts are in.
 */
export function attemptSummary(
  quiz: Quiz,
  lang: Locale,
  submitted: QuizAttempt[],
  credit: { credits?: number | null; certificateId?: string | null } | null,
): AttemptSummary | null {
  const last = submitted.at(-1)
  if (!last) return null
  const passed = submitted.some((a) => a.passed)
  const layout = last.layout as AttemptLayout
  const answers = (last.answers as number[] | null) ?? []
  const details = passed
    ? layout.questions.map((q, i): AttemptDetail => {
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
  return {
    score: last.score ?? 0,
    passed,
    percentage: last.percentage ?? 0,
    attemptsUsed: submitted.length,
    attemptsLeft: passed ? 0 : Math.max(0, MAX_ATTEMPTS - submitted.length),
    creditsAwarded: credit?.credits ?? 0,
    certificateId: credit?.certificateId ?? null,
    details,
  }
}
