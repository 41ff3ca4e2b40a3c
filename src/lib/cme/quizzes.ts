import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { Quiz, QuizAttempt } from '@payload-types'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { validationErrorPaths } from '@/lib/auth/payloadErrors'
import { runSql } from '@/lib/db/executor'
import { asServer } from '@/lib/payload/readAs'

import { drawAttempt, gradeAttempt, MAX_ATTEMPTS, type AttemptLayout } from './grading'
import { hasAllTexts } from './quizTexts'
import { DEFAULT_UNIT_MINUTES } from './certificate'

/**
 * A question as a quiz taker sees it: choices in this attempt's
 * order, no answer; `lang` is the language code of its text (German when the quiz has no
 * text in the requested language yet).
 */
export type PublicQuestion = { id: string; questionMd: string; choices: string[]; lang: Locale }

/** A quiz with its texts in one language (`lang`), answers included: server only. */
export type LocalizedQuiz = { quiz: Quiz; lang: Locale }

/** A graded attempt as `POST …/quiz-attempt` answers it. */
export type SubmitResult = {
  passed: boolean
  percentage: number
  score: number
  creditsAwarded: number
  attemptsLeft: number
  /** The certificate of a pass (`DJ-CME-…`), also when the credits were already awarded; null after a fail. */
  certificateId: string | null
}

/**
 * The quiz of an article with its German texts (or those of `locale`, without fallback:
 * missing texts are null), with its answers (server only), or null.
 */
export async function quizForArticle(
  payload: Payload,
  articleId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Quiz | null> {
  const { docs } = await payload.find({
    collection: 'quizzes',
    where: { article: { equals: articleId } },
    limit: 1,
    depth: 0,
    locale,
    fallbackLocale: false,
    ...asServer('Quizzes are staff-only (they hold the answer key); the server asks and grades.'),
    // The studio's title (read through the article) is not needed here: one query less.
    select: { articleTitle: false },
  })
  return docs[0] ?? null
}

/**
 * The quiz of an article in the reader's language: in `locale` when every question and
 * choice has a text there, else entirely in German (never a mix of languages within one
 * quiz). Question order, choices and answers are the same in every language. Null when
 * the article has no quiz.
 */
export async function localizedQuizForArticle(
  payload: Payload,
  articleId: number,
  locale: Locale,
): Promise<LocalizedQuiz | null> {
  if (locale !== DEFAULT_LOCALE) {
    const translated = await quizForArticle(payload, articleId, locale)
    if (!translated) return null
    if (hasAllTexts(translated)) return { quiz: translated, lang: locale }
  }
  const german = await quizForArticle(payload, articleId, DEFAULT_LOCALE)
  return german ? { quiz: german, lang: DEFAULT_LOCALE } : null
}

/** A user's attempts at a quiz, first attempt first. */
export async function attemptsOf(
  payload: Payload,
  userId: number,
  quizId: number,
): Promise<QuizAttempt[]> {
  const { docs } = await payload.find({
    collection: 'quiz-attempts',
    where: { and: [{ user: { equals: userId } }, { quiz: { equals: quizId } }] },
    sort: 'attemptNumber',
    limit: MAX_ATTEMPTS + 1,
    depth: 0,
    ...asServer(
      'Quiz attempts are closed to every reader (they hold the answer key); the server grades.',
    ),
  })
  return docs
}

/** The questions of an attempt in its drawn order, choices shuffled as stored, in the quiz's language. */
export function publicQuestions(
  { quiz, lang }: LocalizedQuiz,
  layout: AttemptLayout,
): PublicQuestion[] {
  return layout.questions.map((q, i) => {
    const question = quiz.questions[q]!
    return {
      id: question.id ?? `${quiz.id}-${q}`,
      questionMd: question.questionMd,
      choices: layout.choiceOrder[i]!.map((c) => question.choices[c]!.text),
      lang,
    }
  })
}

/**
 * The attempt a user answers now: the open one, else a new one (a fresh draw and order)
 * while fewer than MAX_ATTEMPTS were submitted and none passed. `blocked` says why none
 * can be opened. Two requests at once share one attempt (unique user + quiz + number).
 */
export async function openAttempt(
  payload: Payload,
  userId: number,
  quiz: Quiz,
): Promise<{ attempt: QuizAttempt } | { blocked: 'passed' | 'exhausted' }> {
  const attempts = await attemptsOf(payload, userId, quiz.id)
  const open = attempts.find((a) => a.status === 'open')
  if (open) return { attempt: open }
  if (attempts.some((a) => a.passed)) return { blocked: 'passed' }
  if (attempts.length >= MAX_ATTEMPTS) return { blocked: 'exhausted' }
  const layout = drawAttempt(
    quiz.questions.map((q) => q.choices.length),
    quiz.questionsPerAttempt,
  )
  try {
    const attempt = await payload.create({
      collection: 'quiz-attempts',
      ...asServer('Quiz attempts are closed to API writes; the server draws the attempt itself.'),
      depth: 0,
      data: {
        user: userId,
        quiz: quiz.id,
        attemptNumber: attempts.length + 1,
        status: 'open',
        layout,
      },
    })
    return { attempt }
  } catch (error) {
    if (!validationErrorPaths(error).length) throw error
    return openAttempt(payload, userId, quiz) // a parallel request opened it
  }
}

/** Why an answer list does not fit the attempt (German), or null when it does (every question must be answered). */
export function answersProblem(layout: AttemptLayout, answers: number[]): string | null {
  if (answers.length !== layout.questions.length)
    return 'Bitte beantworten Sie alle Fragen bevor Sie einreichen.'
  const bad = answers.findIndex(
    (a, i) => !Number.isInteger(a) || a < 0 || a >= layout.choiceOrder[i]!.length,
  )
  return bad === -1 ? null : `Antwort ${bad + 1} ist keine gültige Auswahl.`
}

/**
 * Submits the open attempt once: grades it, marks it submitted with one conditional
 * UPDATE (a second, concurrent submit finds nothing open), and on passing awards the
 * quiz's credits by one INSERT that the unique (user, quiz) index lets happen only once.
 * Returns null when no attempt is open.
 */
export async function submitAttempt(
  payload: Payload,
  userId: number,
  quiz: Quiz,
  attempt: QuizAttempt,
  answers: number[],
  timeSpentSeconds: number,
  moduleTitle: string,
): Promise<SubmitResult | null> {
  const layout = attempt.layout as AttemptLayout
  const graded = gradeAttempt(layout, answers, (q) => quiz.questions[q]!.correctIndex)
  const { rows } = await runSql(
    payload,
    sql`
    update quiz_attempts
       set status = 'submitted', answers = ${JSON.stringify(answers)}::jsonb, score = ${graded.score}, percentage = ${graded.percentage},
           passed = ${graded.passed}, time_spent = ${timeSpentSeconds}, submitted_at = now(), updated_at = now()
     where id = ${attempt.id} and status = 'open'
    returning id`,
  )
  if (rows.length === 0) return null
  let creditsAwarded = 0
  let awardedCertificate: string | null = null
  if (graded.passed) {
    const credits = quiz.cmeCredits ?? 2
    const durationMinutes = quiz.durationMinutes ?? DEFAULT_UNIT_MINUTES
    const articleId = typeof quiz.article === 'number' ? quiz.article : quiz.article.id
    const inserted = await runSql(
      payload,
      sql`
      insert into cme_credits (user_id, quiz_id, article_id, module_title, topic, credits, duration_minutes, percentage, time_spent, certificate_id, awarded_at, updated_at, created_at)
      values (${userId}, ${quiz.id}, ${articleId}, ${moduleTitle}, ${quiz.topic}, ${credits}, ${durationMinutes}, ${graded.percentage}, ${timeSpentSeconds},
              ${certificateId()}, now(), now(), now())
      on conflict (user_id, quiz_id) do nothing
      returning certificate_id`,
    )
    creditsAwarded = inserted.rows.length > 0 ? credits : 0
    const held =
      inserted.rows.length > 0
        ? inserted.rows
        : (
            await runSql(
              payload,
              sql`select certificate_id from cme_credits where user_id = ${userId} and quiz_id = ${quiz.id}`,
            )
          ).rows
    awardedCertificate =
      (held[0] as { certificate_id?: string } | undefined)?.certificate_id ?? null
  }
  const attemptsLeft = graded.passed ? 0 : Math.max(0, MAX_ATTEMPTS - attempt.attemptNumber)
  return {
    passed: graded.passed,
    percentage: graded.percentage,
    score: graded.score,
    creditsAwarded,
    attemptsLeft,
    certificateId: awardedCertificate,
  }
}

/** A certificate id: `DJ-CME-` and 12 random base32 characters (no look-alikes). */
export function certificateId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(12)
  return `DJ-CME-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`
}
