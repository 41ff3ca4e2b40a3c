'use client'

import { useEffect, useMemo } from 'react'
import useSWR from 'swr'

import { audioJobsKey, fetchAudioJobs } from '@/lib/api/contract/studioJobs'

import { pollWhileOpen } from './jobPolling'

/** Latest job per language (the list comes newest first). */
function latestPerLocale<T extends { locale: string }>(jobs: readonly T[]): T[] {
  const seen = new Map<string, T>()
  for (const job of jobs) if (!seen.has(job.locale)) seen.set(job.locale, job)
  return [...seen.values()]
}

/**
 * The audio jobs of article `id`: `latest`, the newest per language, `older`, the rest
 * (newest first), and `reload`. Polls while a job is open and looks again whenever
 * `lastUpdateTime` changes (publishing may have queued audio on the server).
 */
export function useAudioJobs(id: number | string, lastUpdateTime: number) {
  const audio = useSWR(audioJobsKey(id, 50), fetchAudioJobs, {
    // A new function each render: SWR schedules its next poll only when this option
    // changes, so a stable function would never see the job a translate or audio click
    // just queued (see `pollWhileOpen`).
    refreshInterval: (jobs) => pollWhileOpen(jobs),
  })
  const { mutate: reload } = audio
  useEffect(() => {
    if (!lastUpdateTime) return
    void reload()
  }, [lastUpdateTime, reload])
  const latest = useMemo(() => latestPerLocale(audio.data ?? []), [audio.data])
  const older = useMemo(
    () => (audio.data ?? []).filter((j) => !latest.includes(j)),
    [audio.data, latest],
  )
  return { latest, older, reload }
}
