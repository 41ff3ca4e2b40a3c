import type { CollectionConfig } from 'payload'

import { adminOrOwner, isAdmin } from './access'
import { germanDateField } from './fields/germanDate'

/**
 * Awarded CME credits (issue 5): one per user and quiz, guaranteed by a unique index, so
 * concurrent submits can never award twice. Each is a certificate (`certificateId`,
 * verifiable at `/cme/verify/{certificateId}`). Topic records are sums over these.
 */
export const CmeCredits: CollectionConfig = {
  slug: 'cme-credits',
  labels: {
    singular: { de: 'CME-Nachweis', en: 'CME credit' },
    plural: { de: 'CME-Nachweise', en: 'CME credits' },
  },
  admin: {
    useAsTitle: 'certificateId',
    defaultColumns: ['user', 'moduleTitle', 'credits', 'awardedAt'],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
  },
  access: { read: adminOrOwner, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['user', 'quiz'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'quiz', type: 'relationship', relationTo: 'quizzes', required: true },
    { name: 'article', type: 'relationship', relationTo: 'articles' },
    { name: 'moduleTitle', type: 'text', required: true },
    { name: 'topic', type: 'text', required: true, index: true },
    { name: 'credits', type: 'number', required: true },
    { name: 'percentage', type: 'number', required: true },
    { name: 'timeSpent', type: 'number', admin: { description: 'Sekunden' } },
    { name: 'certificateId', type: 'text', required: true, unique: true, index: true },
    germanDateField({ name: 'awardedAt', required: true }),
  ],
}
