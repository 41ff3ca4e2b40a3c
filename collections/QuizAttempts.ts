import type { CollectionConfig } from 'payload'

import { isAdmin } from './access'
import { germanDateField } from './fields/germanDate'

/**
 * Quiz attempts (issue 5): what was drawn and shown (`layout`), the answers, score and
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
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'quiz', type: 'relationship', relationTo: 'quizzes', required: true, index: true },
    { name: 'attemptNumber', type: 'number', required: true },
    { name: 'status', type: 'select', defaultValue: 'open', options: ['open', 'submitted'] },
    { name: 'layout', type: 'json', required: true },
    { name: 'answers', type: 'json' },
    { name: 'score', type: 'number' },
    { name: 'percentage', type: 'number' },
    { name: 'passed', type: 'checkbox' },
    { name: 'timeSpent', type: 'number', admin: { description: 'Sekunden' } },
    germanDateField({ name: 'submittedAt' }),
  ],
}
