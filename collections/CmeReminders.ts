import type { CollectionConfig } from 'payload'

import { REMINDER_THRESHOLDS } from '@/lib/cme/reminderSchedule'

import { isAdmin } from './access'
import { userField } from './fields/userField'

/**
 * The CME deadline reminders sent (`src/lib/cme/reminders.ts`): one row per dentist,
 * period (its first day) and threshold (12, 6 or 3 months left, or ended). The unique
 * index makes the row the claim: the job inserts it before mailing, so running the job
 * twice, or in two workers at once, mails nobody twice. Written only by the job; admins
 * may read and delete (deleting a row lets the reminder go out again).
 */
export const CmeReminders: CollectionConfig = {
  slug: 'cme-reminders',
  labels: {
    singular: { de: 'CME-Erinnerung', en: 'CME reminder' },
    plural: { de: 'CME-Erinnerungen', en: 'CME reminders' },
  },
  admin: {
    defaultColumns: ['user', 'periodStart', 'threshold', 'createdAt'],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['user', 'periodStart', 'threshold'], unique: true }],
  fields: [
    userField(),
    {
      name: 'periodStart',
      label: { de: 'Zeitraum ab', en: 'Period from' },
      type: 'text',
      required: true,
      admin: { description: 'Erster Tag des Fortbildungszeitraums (JJJJ-MM-TT)' },
    },
    {
      name: 'threshold',
      label: { de: 'Anlass', en: 'Occasion' },
      type: 'select',
      required: true,
      options: REMINDER_THRESHOLDS.map((value) => ({
        value,
        label: {
          '12m': { de: '12 Monate vor Ende', en: '12 months left' },
          '6m': { de: '6 Monate vor Ende', en: '6 months left' },
          '3m': { de: '3 Monate vor Ende', en: '3 months left' },
          ended: { de: 'Zeitraum beendet', en: 'Period ended' },
        }[value],
      })),
    },
    {
      name: 'missingPoints',
      label: { de: 'Fehlende Punkte', en: 'Missing points' },
      type: 'number',
    },
  ],
}
