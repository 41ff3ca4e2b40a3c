import type { Field } from 'payload'

import { birthDateProblem } from '@/lib/cme/identity'
import { berlinDay, periodStartProblem } from '@/lib/cme/period'

/**
 * The dentist's CME account settings: the first day of their five-year period (§ 95d SGB V;
 * the day the obligation began or the day after their last period ended, as `YYYY-MM-DD`),
 * the chamber or KZV they report to, what the proof for the KZV names (title, practice
 * address, dentist number, date of birth) and whether they get the deadline reminders.
 * Written through `PUT /api/doctor/cme/period` or by admins in the studio; wherever it is
 * written (Payload's REST and GraphQL API included) the start obeys the route's rule,
 * `periodStartProblem`: a calendar day, not in the future (Berlin), not before 1950.
 */
export const cmeAccountFields: Field[] = [
  {
    name: 'cmePeriodStart',
    label: { de: 'Beginn des CME-Zeitraums', en: 'CME period start' },
    type: 'text',
    admin: { description: 'JJJJ-MM-TT; leer: Zeitraum ab Kontoerstellung' },
    validate: (value: unknown) => {
      if (value === null || value === undefined || value === '') return true
      if (typeof value !== 'string') return 'Datum als JJJJ-MM-TT'
      return periodStartProblem(value, berlinDay()) ?? true
    },
  },
  {
    name: 'cmeChamber',
    label: { de: 'Kammer/KZV', en: 'Chamber/KZV' },
    type: 'text',
    maxLength: 120,
  },
  // What the proof for the KZV names besides the name (all optional, the dentist's own):
  // written through `PUT /api/doctor/cme/identity`, printed by `renderProofPdf`.
  {
    name: 'cmeTitle',
    label: { de: 'Titel (KZV-Nachweis)', en: 'Title (KZV proof)' },
    type: 'text',
    maxLength: 60,
  },
  {
    name: 'cmePracticeAddress',
    label: { de: 'Praxisanschrift (KZV-Nachweis)', en: 'Practice address (KZV proof)' },
    type: 'text',
    maxLength: 300,
  },
  {
    name: 'cmeKzvNumber',
    label: { de: 'Zahnarztnummer/Abrechnungsnummer', en: 'KZV dentist number' },
    type: 'text',
    maxLength: 40,
  },
  {
    name: 'cmeBirthDate',
    label: { de: 'Geburtsdatum (KZV-Nachweis)', en: 'Date of birth (KZV proof)' },
    type: 'text',
    admin: { description: 'JJJJ-MM-TT' },
    validate: (value: unknown) => {
      if (value === null || value === undefined || value === '') return true
      if (typeof value !== 'string') return 'Datum als JJJJ-MM-TT'
      return birthDateProblem(value, berlinDay()) ?? true
    },
  },
  {
    name: 'cmeReminders',
    label: { de: 'CME-Erinnerungen per E-Mail', en: 'CME reminder e-mails' },
    type: 'checkbox',
    defaultValue: true,
  },
]
