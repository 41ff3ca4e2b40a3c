import type { CollectionConfig } from 'payload'

import { isAdmin } from './access'
import { germanDateField } from './fields/germanDate'
import { percentageField, quizField, timeSpentField } from './fields/quizResultFields'
import { userField } from './fields/userField'

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
    defaultColumns: ['user', 'quiz', 'attemptNumber', 'status', 'percentage', 'passed'],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['user', 'quiz', 'attemptNumber'], unique: true }],
  fields: [
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
