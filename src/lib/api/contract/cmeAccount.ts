/**
 * Contract of the dentist's CME account endpoints under `/api/doctor/cme/`: the period
 * (`GET/PUT period`), the certificates, ours and external (`GET/POST certificates`,
 * `PATCH/DELETE certificates/{id}`), and the proof pack (`proof.pdf`, `proof.zip`).
 * Errors are JSON `{ message }`; every endpoint answers 401 to visitors.
 */
import { z } from 'zod'

import type { AccountCertificate, CmeAccount } from '@/lib/cme/account'
import { EARLIEST_PERIOD_START, parseDay, type PeriodStatus } from '@/lib/cme/period'

import { fetchJson } from './fetchJson'

/**
 * `GET /api/doctor/cme/period` 200: the current period `{ start, end }` (ISO days, both
 * inclusive), `points` earned in it, `required` (125), `missing`, `daysLeft` (including
 * today), `paceDate` (when 125 are reached at the pace so far, or null), `startSet`
 * (false: counted from the account's creation), `chamber` and `reminders`.
 */
export type CmePeriodAnswer = PeriodStatus & {
  startSet: boolean
  chamber: string | null
  reminders: boolean
}

/** `PUT /api/doctor/cme/period` body: `start` (`YYYY-MM-DD`), optionally `chamber` and `reminders`. */
export const cmePeriodBody = z.object({
  start: z.string({ error: 'Bitte geben Sie den Beginn an.' }),
  chamber: z.string().trim().max(120).nullable().optional(),
  reminders: z.boolean().optional(),
})

/** `GET /api/doctor/cme/certificates` 200: every certificate, ours and external, newest first. */
export type CmeCertificatesAnswer = {
  certificates: AccountCertificate[]
  periods: CmeAccount['periods']
}

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

/** One external certificate after POST (201) or PATCH (200). */
export type CmeCertificateAnswer = AccountCertificate

/** Path and SWR key of the period. */
export const CME_PERIOD_KEY = '/api/doctor/cme/period'
/** Path and SWR key of the certificate list. */
export const CME_CERTIFICATES_KEY = '/api/doctor/cme/certificates'

/** Loads the period; throws `ApiError`. */
export const fetchCmePeriod = () => fetchJson<CmePeriodAnswer>(CME_PERIOD_KEY)
/** Loads the certificates; throws `ApiError`. */
export const fetchCmeCertificates = () => fetchJson<CmeCertificatesAnswer>(CME_CERTIFICATES_KEY)
