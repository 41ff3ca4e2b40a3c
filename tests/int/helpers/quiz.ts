import type { Payload } from 'payload'

import type { Quiz, QuizAttempt, User } from '@payload-types'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import type { AttemptLayout } from '@/lib/cme/grading'

import { callRoute, cookiePair, freshEmail } from './http'

const DAY_MS = 24 * 60 * 60 * 1000
const PASSWORD = 'quiz-passwort-1'

/**
 * A verified doctor (Clara Krone, a unique address starting with `label`) signed in
 * through the product's sign-in route, with an active manual premium membership for one
 * day unless `member` is false. Returns the user and the session cookie (`name=value`)
 * for the quiz routes.
 */
export async function signedInDoctor(
  payload: Payload,
  { label, member = true }: { label: string; member?: boolean },
): Promise<{ user: User; cookie: string }> {
  const email = freshEmail(label)
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: {
      email,
      password: PASSWORD,
      firstName: 'Clara',
      lastName: 'Krone',
      roles: ['doctor'],
      _verified: true,
    },
  })
  if (member)
    await payload.create({
      collection: 'memberships',
      data: {
        user: user.id,
        source: 'manual',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + DAY_MS).toISOString(),
      },
    })
  const res = await callRoute(signIn, { body: { email, password: PASSWORD } })
  return { user, cookie: cookiePair(res.setCookie) }
}

/**
 * The user's open quiz attempt (what loading the questions drew and showed), on the quiz
 * `quizId` when given. Throws when there is none.
 */
export async function openAttempt(
  payload: Payload,
  userId: number,
  quizId?: number,
): Promise<QuizAttempt & { layout: AttemptLayout }> {
  const { docs } = await payload.find({
    collection: 'quiz-attempts',
    where: {
      and: [
        { user: { equals: userId } },
        { status: { equals: 'open' } },
        ...(quizId === undefined ? [] : [{ quiz: { equals: quizId } }]),
      ],
    },
    depth: 0,
  })
  if (!docs[0]) throw new Error(`no open quiz attempt of user ${userId}`)
  return docs[0] as QuizAttempt & { layout: AttemptLayout }
}

/**
 * The answers to send for an attempt drawn as `layout` from `quiz`: for each shown question
 * the shown position of its right choice, for the first `right` questions (all by
 * default), and of the choice after it (a wrong one) for the rest.
 */
export function shownAnswers(
  layout: AttemptLayout,
  quiz: Pick<Quiz, 'questions'>,
  { right = layout.questions.length }: { right?: number } = {},
): number[] {
  return layout.questions.map((q, i) => {
    const order = layout.choiceOrder[i]!
    const position = order.indexOf(quiz.questions[q]!.correctIndex)
    return i < right ? position : (position + 1) % order.length
  })
}

/**
 * A new quiz for article `articleId` with the questions of a seeded one (copied without
 * their ids), written as the server.
 */
export async function copySeededQuiz(payload: Payload, articleId: number): Promise<Quiz> {
  const template = (await payload.find({ collection: 'quizzes', limit: 1, depth: 0 })).docs[0]!
  return (await payload.create({
    collection: 'quizzes',
    data: {
      article: articleId,
      topic: template.topic,
      cmeCredits: template.cmeCredits,
      estimatedMinutes: template.estimatedMinutes,
      questionsPerAttempt: template.questionsPerAttempt,
      questions: template.questions.map(({ id: _q, choices, ...question }) => ({
        ...question,
        choices: choices.map(({ id: _c, ...choice }) => choice),
      })),
    } as never,
    overrideAccess: true,
  })) as Quiz
}
