/**
 * The request schemas of the dentist's CME account (`/api/doctor/cme/`), beside the domain
 * code like every body schema; the contract (`src/lib/api/contract/cmeAccount.ts`) names
 * their input types only, so the browser never loads zod for them.
 */
import { z } from 'zod'

import { EARLIEST_PERIOD_START, parseDay } from './period'

/** `PUT /api/doctor/cme/period` body: `start` (`YYYY-MM-DD`), optionally `chamber` and `reminders`. */
export const cmePeriodBody = z.object({
  start: z.string({ error: 'Bitte geben Sie den Beginn an.' }),
  chamber: z.string().trim().max(120).nullable().optional(),
  reminders: z.boolean().optional(),
})

/** Fields of an external certificate (multipart form fields of POST and PATCH). */
export const externalCertificateFields = z.object({
  title: z.string().trim().min(1, 'Bitte geben Sie den Titel an.').max(300),
  provider: z.string().trim().min(1, 'Bitte geben Sie den Anbieter an.').max(200),
  date: z
    .string()
    .refine((v) => parseDay(v) !== null && v >= EARLIEST_PERIOD_START, 'Datum als JJJJ-MM-TT'),
  points: z.coerce
    .number({ error: 'Punkte als Zahl' })
    .min(0, 'Punkte ab 0')
    .max(200, 'Höchstens 200 Punkte'),
  category: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], { error: 'Kategorie A bis H' }),
  topic: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || null),
})
