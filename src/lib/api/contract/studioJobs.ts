/**
 * Contract of the studio's job lists: `GET /api/admin/jobs` (translation jobs) and
 * `GET /api/admin/audio-jobs`, both newest first and filtered here by article. Staff only:
 * every endpoint answers 401/403 `{ code, message }` to anyone else.
 */
import type { AdminAudioJob, AdminTranslationJob } from '@/lib/admin/jobs'

import { fetchJson } from './fetchJson'

/** `GET /api/admin/jobs` 200: translation jobs, newest first. */
export type TranslationJobsAnswer = AdminTranslationJob[]
/**
 * `GET /api/admin/audio-jobs` 200: audio jobs, newest first (`durationSec` in seconds,
 * `outdated` when made from another text than the published one).
 */
export type AudioJobsAnswer = AdminAudioJob[]

/** Path and SWR key of the newest `limit` (1–500) translation jobs of article `articleId`. */
export const translationJobsKey = (articleId: number | string, limit: number) =>
  `/api/admin/jobs?articleId=${articleId}&limit=${limit}`
/** Path and SWR key of the newest `limit` (1–500) audio jobs of article `articleId`. */
export const audioJobsKey = (articleId: number | string, limit: number) =>
  `/api/admin/audio-jobs?articleId=${articleId}&limit=${limit}`

/** Loads a translation job list by its key; throws `ApiError`. */
export const fetchTranslationJobs: (url: string) => Promise<TranslationJobsAnswer> = fetchJson
/** Loads an audio job list by its key; throws `ApiError`. */
export const fetchAudioJobs: (url: string) => Promise<AudioJobsAnswer> = fetchJson
