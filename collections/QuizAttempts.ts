import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import type { QuizAttempt } from '@payload-types'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { attemptTitle } from '@/lib/cme/attemptTitle'
import { relationId } from '@/lib/db/relationId'
import { asServer } from '@/lib/payload/readAs'

import { isAdmin } from './access'
import { germanDateField } from './fields/germanDate'
import { percentageField, quizField, timeSpentField } from './fields/quizResultFields'
import { userField } from './fields/userField'

/**
 * Names an attempt for the studio (`title`, see attemptTitle) from its participant's e-mail,
 * the German title of the quiz's article and the attempt's number; looked up again only when
 * one of those references changes.
 */
const nameAttempt: CollectionBeforeChangeHook<QuizAttempt> = async ({ data, originalDoc, req }) => {
  const userId = relationId(data.user ?? originalDoc?.user)
  const quizId = relationId(data.quiz ?? originalDoc?.quiz)
  const attemptNumber = data.attemptNumber ?? originalDoc?.attemptNumber
  if (!userId || !quizId || !attemptNumber) return data
  const unchanged =
    originalDoc?.title &&
    userId === relationId(originalDoc.user) &&
    quizId === relationId(originalDoc.quiz) &&
    attemptNumber === originalDoc.attemptNumber
  if (unchanged) return data
  const options = { depth: 0, req } as const
  const why = 'Hook: the server names the attempt from a private account and a staff-only quiz.'
  const [user, quiz] = await Promise.all([
    req.payload
      .findByID({
        collection: 'users',
        id: userId,
        select: { email: true },
        ...options,
        ...asServer(why),
      })
      .catch(() => null),
    req.payload
      .findByID({
        collection: 'quizzes',
        id: quizId,
        locale: DEFAULT_LOCALE,
        select: { topic: true, article: true },
        populate: { articles: { title: true } },
        ...options,
        ...asServer(why),
        depth: 1,
      })
      .catch(() => null),
  ])
  const article = quiz?.article && typeof quiz.article === 'object' ? quiz.article : null
  data.title = attemptTitle({
    email: user?.email,
    quizName: article?.title ?? quiz?.topic,
    attemptNumber,
  })
  return data
}

/**
 * Quiz attempts: what was drawn and shown (`layout`), the answers, score and
 * time. At most two per user and quiz (unique user + quiz + attemptNumber); an attempt is
 * `open` from loading the questions until it is submitted once. Admins read them; only
 * the quiz endpoints write.
 */
export const QuizAttempts: CollectionConfig = {
  slug: 'quiz-attempts',
  labels: {
    singular: { de: 'Quizversuch', en: 'Quiz attempt' },
    plural: { de: 'Quizversuche', en: 'Quiz attempts' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'percentage', 'passed', 'submittedAt'],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['user', 'quiz', 'attemptNumber'], unique: true }],
  hooks: { beforeChange: [nameAttempt] },
  fields: [
    {
      name: 'title',
      label: { de: 'Bezeichnung', en: 'Title' },
      type: 'text',
      admin: { readOnly: true, description: 'E-Mail · Artikel · Versuch, automatisch gebildet.' },
    },
    userField(),
    quizField({ index: true }),
    {
      name: 'attemptNumber',
      label: { de: 'Versuch Nr.', en: 'Attempt number' },
      type: 'number',
      required: true,
    },
    {
      name: 'status',
      label: { de: 'Status', en: 'Status' },
      type: 'select',
      defaultValue: 'open',
      options: [
        { value: 'open', label: { de: 'Offen', en: 'Open' } },
        { value: 'submitted', label: { de: 'Abgegeben', en: 'Submitted' } },
      ],
    },
    {
      name: 'layout',
      label: { de: 'Gezogene Fragen', en: 'Drawn questions' },
      type: 'json',
      required: true,
    },
    { name: 'answers', label: { de: 'Antworten', en: 'Answers' }, type: 'json' },
    { name: 'score', label: { de: 'Punkte', en: 'Score' }, type: 'number' },
    percentageField(),
    { name: 'passed', label: { de: 'Bestanden', en: 'Passed' }, type: 'checkbox' },
    timeSpentField(),
    germanDateField({ name: 'submittedAt', label: { de: 'Abgegeben am', en: 'Submitted at' } }),
  ],
}
