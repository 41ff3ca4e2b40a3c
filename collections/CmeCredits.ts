import type { CollectionConfig } from 'payload'

import { isAdmin } from './access'
import { sharedWithPractice, withholdBelowCertificates } from './access/practices'
import { germanDateField } from './fields/germanDate'
import { percentageField, quizField, timeSpentField } from './fields/quizResultFields'
import { userField } from './fields/userField'

/**
 * Awarded CME credits: one per user and quiz, guaranteed by a unique index, so
 * concurrent submits can never award twice. Each is a certificate (`certificateId`,
 * verifiable at `/cme/verify/{certificateId}`). Topic records are sums over these.
 * Read by their dentist, admins, and a practice the dentist shares with: with `status`
 * consent only who, when and how many points; with `certificates` consent everything.
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
  access: {
    read: sharedWithPractice('status'),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  indexes: [{ fields: ['user', 'quiz'], unique: true }],
  fields: withholdBelowCertificates(
    [
      userField(),
      quizField(),
      {
        name: 'article',
        label: { de: 'Artikel', en: 'Article' },
        type: 'relationship',
        relationTo: 'articles',
      },
      {
        name: 'moduleTitle',
        label: { de: 'Modul', en: 'Module title' },
        type: 'text',
        required: true,
      },
      {
        name: 'topic',
        label: { de: 'Thema', en: 'Topic' },
        type: 'text',
        required: true,
        index: true,
      },
      {
        name: 'credits',
        label: { de: 'CME-Punkte', en: 'Credits' },
        type: 'number',
        required: true,
      },
      {
        name: 'durationMinutes',
        label: { de: 'Dauer der Lerneinheit (Minuten)', en: 'Learning unit (minutes)' },
        type: 'number',
        admin: { description: 'Aus dem Quiz beim Bestehen übernommen; leer bei älteren: 45' },
      },
      percentageField({ required: true }),
      timeSpentField(),
      {
        name: 'certificateId',
        label: { de: 'Zertifikatsnummer', en: 'Certificate id' },
        type: 'text',
        required: true,
        unique: true,
        index: true,
      },
      germanDateField({
        name: 'awardedAt',
        label: { de: 'Vergeben am', en: 'Awarded at' },
        required: true,
      }),
    ],
    ['user', 'credits', 'awardedAt'],
  ),
}
