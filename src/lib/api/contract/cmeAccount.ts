/**
 * Contract of the dentist's CME account endpoints under `/api/doctor/cme/`: the period
 * (`GET/PUT period`), the certificates, ours and external (`GET/POST certificates`,
 * `PATCH/DELETE certificates/{id}`), and the proof pack (`proof.pdf`, `proof.zip`).
 * Errors are JSON `{ code, message }`; every endpoint answers 401 to visitors.
 */
import type { AccountCertificate, CmeAccount } from '@/lib/cme/account'
import type { CmeIdentity } from '@/lib/cme/identity'

import { fetchJson } from './fetchJson'

/**
 * `GET /api/doctor/cme/period` 200: the current period `{ start, end }` (ISO days, both
 * inclusive), `points` earned in it, `required` (125), `missing`, `daysLeft` (including
 * today), `pace` (the forecast, `PaceForecast`: reached, too early, the day at the
 * dentist's pace, or the points per month needed), `startSet`
 * (false: counted from the account's creation), `chamber` and `reminders`.
 */
export type CmePeriodAnswer = CmeAccount['current'] & {
  startSet: boolean
  chamber: string | null
  reminders: boolean
}

/** `GET /api/doctor/cme/certificates` 200: every certificate, ours and external, newest first. */
export type CmeCertificatesAnswer = {
  certificates: AccountCertificate[]
  periods: CmeAccount['periods']
}

/** One external certificate after POST (201) or PATCH (200). */
export type CmeCertificateAnswer = AccountCertificate

/** Path and SWR key of the period. */
export const CME_PERIOD_KEY = '/api/doctor/cme/period'
/** Path and SWR key of what the proof names besides the name (`GET/PUT identity`, `CmeIdentity`). */
export const CME_IDENTITY_KEY = '/api/doctor/cme/identity'
/** Loads the proof's identity fields; throws `ApiError`. */
export const fetchCmeIdentity = () => fetchJson<CmeIdentity>(CME_IDENTITY_KEY)

/** Path and SWR key of the certificate list. */
export const CME_CERTIFICATES_KEY = '/api/doctor/cme/certificates'

/** Loads the period; throws `ApiError`. */
export const fetchCmePeriod = () => fetchJson<CmePeriodAnswer>(CME_PERIOD_KEY)
/** Loads the certificates; throws `ApiError`. */
export const fetchCmeCertificates = () => fetchJson<CmeCertificatesAnswer>(CME_CERTIFICATES_KEY)
