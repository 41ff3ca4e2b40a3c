/**
 * Contract of `GET /api/doctor/stats`: the signed-in doctor's CME points, topics and
 * certificates for the dashboard.
 */
import type { DoctorStats } from '@/lib/cme/stats'

import { fetchJson } from './fetchJson'

/** `GET /api/doctor/stats` 200 (401 `{ code, message }`). */
export type DoctorStatsAnswer = DoctorStats

/** Path and SWR key of the stats; a quiz submission revalidates it. */
export const DOCTOR_STATS_KEY = '/api/doctor/stats'

/** Loads the stats; throws `ApiError`. */
export const fetchDoctorStats = () => fetchJson<DoctorStatsAnswer>(DOCTOR_STATS_KEY)
