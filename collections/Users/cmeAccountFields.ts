import type { Field } from 'payload'

import { parseDay } from '@/lib/cme/period'

/**
 * The dentist's CME account settings: the first day of their five-year period (§ 95d SGB V;
 * the day the obligation began or the day after their last period ended, as `YYYY-MM-DD`),
 * the chamber or KZV they report to, and whether they get the deadline reminders.
 * Written through `PUT /api/doctor/cme/period` (which refuses future days and days before
 * 1950) or by admins in the studio.
 */
export const cmeAccountFields: Field[] = [
  {
    name: 'cmePeriodStart',
    label: { de: 'Beginn des CME-Zeitraums', en: 'CME period start' },
    type: 'text',
    admin: { description: 'JJJJ-MM-TT; leer: Zeitraum ab Kontoerstellung' },
    validate: (value: unknown) =>
      !value || (typeof value === 'string' && parseDay(value) !== null)
        ? true
        : 'Datum als JJJJ-MM-TT',
  },
  {
    name: 'cmeChamber',
    label: { de: 'Kammer/KZV', en: 'Chamber/KZV' },
    type: 'text',
    maxLength: 120,
  },
  {
    name: 'cmeReminders',
    label: { de: 'CME-Erinnerungen per E-Mail', en: 'CME reminder e-mails' },
    type: 'checkbox',
    defaultValue: true,
  },
]
