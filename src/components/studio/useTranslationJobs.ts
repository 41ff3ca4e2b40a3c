'use client'

import { useEffect, useMemo } from 'react'
import useSWR from 'swr'

import {
  articleLanguageVersionsKey,
  fetchArticleLanguageVersions,
} from '@/lib/api/contract/studioArticles'
import { fetchTranslationJobs, translationJobsKey } from '@/lib/api/contract/studioJobs'
import { currentTranslationJobs } from '@/lib/admin/translationErrors'
import type { JobStatus } from '@/lib/jobs/status'

import { pollWhileOpen } from './jobPolling'

/**
 * The translation jobs of article `id` as the editor's sidebar shows them: `latest`, the
 * current job per language (a failure superseded by a newer job or by a reviewed save of
 * its language is left out, src/lib/admin/translationErrors.ts), `counts` of those per
 * status, `failed` true when the list could not be loaded, and `reload`. Polls while a job
 * is open and looks again whenever `lastUpdateTime` changes (a save, publishing included,
 * may have queued jobs on the server).
 */
export function useTranslationJobs(id: number | string, lastUpdateTime: number) {
  const jobs = useSWR(translationJobsKey(id, 200), fetchTranslationJobs, {
    // A new function each render: SWR schedules its next poll only when this option
    // changes, so a stable function would never see a job queued after the first load.
    refreshInterval: (jobs) => pollWhileOpen(jobs),
  })
  // Which language versions are marked "Geprüft" (stored values, no fallback to German),
  // and when the article was last saved: a failure older than a reviewed save is left out.
  const languageVersions = useSWR(articleLanguageVersionsKey(id), fetchArticleLanguageVersions)
  const { mutate: reload } = jobs
  const { mutate: reloadLanguageVersions } = languageVersions
  useEffect(() => {
    if (!lastUpdateTime) return
    void reload()
    void reloadLanguageVersions()
  }, [lastUpdateTime, reload, reloadLanguageVersions])

  const latest = useMemo(() => {
    const article = languageVersions.data
    return currentTranslationJobs(
      jobs.data ?? [],
      article ? { origins: article.translationOrigin ?? {}, updatedAt: article.updatedAt } : null,
    )
  }, [jobs.data, languageVersions.data])
  const counts = useMemo(() => {
    const c: Record<JobStatus, number> = { pending: 0, running: 0, done: 0, error: 0 }
    for (const job of latest) c[job.status as JobStatus] += 1
    return c
  }, [latest])
  return { latest, counts, failed: Boolean(jobs.error), reload }
}
