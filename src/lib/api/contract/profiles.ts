/**
 * Contract of the dentist profiles: `GET`/`POST /api/doctor/profile` (the signed-in
 * doctor's own profile, body checked by `profileBody`) and `GET /api/doctors/search`
 * (public profiles for patients, query checked by `searchQuery`).
 */
import type { ProfileBody } from '@/lib/profiles/schema'
import type { DentistHit } from '@/lib/profiles/search'
import type { ProfileAnswer } from '@/lib/profiles/serialize'

import { fetchJson, postJson, type JsonCallResult } from './fetchJson'

export type { ProfileAnswer }

/** `GET /api/doctors/search` 200 (400 `{ code, message }` for a bad query). */
export type DentistSearchAnswer = {
  hits: DentistHit[]
  total: number
  page: number
  pageSize: number
  /** The postal code is not in the postal code table: no distance filter was applied. */
  unknownPostalCode: boolean
}

/** Path and SWR key of the own profile. */
export const OWN_PROFILE_KEY = '/api/doctor/profile'

/** The own profile, null when none exists yet; throws `ApiError` on failures. */
export function fetchOwnProfile(): Promise<ProfileAnswer | null> {
  return fetchJson<ProfileAnswer | null>(OWN_PROFILE_KEY)
}

/** Creates or updates the own profile; the answer is the saved profile. */
export function saveOwnProfile(body: ProfileBody): Promise<JsonCallResult<ProfileAnswer>> {
  return postJson<ProfileAnswer>(OWN_PROFILE_KEY, body)
}

/** Path and SWR key of a dentist search; `query` as `URLSearchParams`. */
export const dentistSearchKey = (query: URLSearchParams) => `/api/doctors/search?${query}`

/** Loads one page of search results; throws `ApiError`. */
export const fetchDentistSearch: (url: string) => Promise<DentistSearchAnswer> = fetchJson
