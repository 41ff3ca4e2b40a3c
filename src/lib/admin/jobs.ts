import type { AudioJob, TranslationJob } from '@payload-types'

import { relationId } from '@/lib/db/relationId'

/** A translation job as the admin API answers it (id, articleId, locale, provider, status; plus error and times). */
export function toAdminTranslationJob(job: TranslationJob) {
  return {
    id: job.id,
    subject: job.subject,
    articleId: relationId(job.article),
    locale: job.locale,
    provider: job.provider ?? null,
    status: job.status,
    error: job.error ?? null,
    createdAt: job.createdAt,
    startedAt: job.startedAt ?? null,
    finishedAt: job.finishedAt ?? null,
  }
}

/** A translation job as `/api/admin/jobs` and the translate endpoints answer it. */
export type AdminTranslationJob = ReturnType<typeof toAdminTranslationJob>

/**
 * An audio job as the admin API answers it (id, articleId, articleTitle, status,
 * audioStatus, durationSec seconds, audioUrl, error), plus `outdated`: true when the audio
 * was made from another text than the article's published one (pass it when known).
 */
export function toAdminAudioJob(job: AudioJob, outdated = false) {
  return {
    id: job.id,
    articleId: relationId(job.article),
    articleTitle: job.articleTitle ?? '',
    locale: job.locale,
    status: job.status,
    audioStatus: job.audioStatus,
    provider: job.provider ?? null,
    durationSec: job.durationSec ?? null,
    audioUrl: job.audioUrl ?? null,
    outdated,
    error: job.error ?? null,
    createdAt: job.createdAt,
    startedAt: job.startedAt ?? null,
    finishedAt: job.finishedAt ?? null,
  }
}

/** An audio job as `/api/admin/audio-jobs` and `POST /api/admin/articles/{id}/audio` answer it. */
export type AdminAudioJob = ReturnType<typeof toAdminAudioJob>
