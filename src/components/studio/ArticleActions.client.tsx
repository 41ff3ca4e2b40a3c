'use client'

import { Button, toast, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useMemo, useState } from 'react'
import useSWR from 'swr'

import { fetchJson, postJson } from '@/lib/api/contract/fetchJson'
import type { toAdminAudioJob, toAdminTranslationJob } from '@/lib/admin/jobs'
import { currentTranslationJobs } from '@/lib/admin/translationErrors'
import { PAYLOAD_API_ROUTE } from '@/lib/payload/routes'
import { JOB_STATUS_LABELS, type JobStatus } from '@/lib/jobs/status'
import { articlePreviewPath, inLocale } from '@/lib/preview/paths'
import { articlePath } from '@/lib/routes'

import { languageName } from './languageName'
import { OutdatedTranslations } from './OutdatedTranslations.client'
import { ProviderSettingsHint } from './ProviderSettingsHint.client'
import { TranslateLanguages } from './TranslateLanguages.client'

type TranslationJobAnswer = ReturnType<typeof toAdminTranslationJob>
type AudioJobAnswer = ReturnType<typeof toAdminAudioJob>

/** Poll interval while a job of this article is open (milliseconds). */
const POLL_MS = 2000
const isOpen = (s: string) => s === 'pending' || s === 'running'

/** Latest job per language (the list comes newest first). */
function latestPerLocale<T extends { locale: string }>(jobs: readonly T[]): T[] {
  const seen = new Map<string, T>()
  for (const job of jobs) if (!seen.has(job.locale)) seen.set(job.locale, job)
  return [...seen.values()]
}

/**
 * Sidebar of the article editor with the translate and audio buttons:
 * "Übersetzen…" queues translations into the chosen languages (all 44 need a confirmation), "Audio
 * erzeugen" queues the spoken version in the language being edited, and the jobs' progress
 * and provider errors are listed (languages by their German names) and refreshed while any
 * job is open and after every save (publishing queues jobs on the server). A failed
 * translation disappears once a newer job or a reviewed save of its language supersedes it
 * (src/lib/admin/translationErrors.ts); language versions whose German has changed since
 * their translation are listed as outdated (`OutdatedTranslations`). Of the audio jobs
 * the newest per language is shown; older ones wait behind "ältere anzeigen". "Markdown
 * importieren" replaces the German body with converted Markdown (saved as a draft).
 */
export function ArticleActions() {
  const { id, hasPublishedDoc, lastUpdateTime } = useDocumentInfo()
  const locale = useLocale()
  const [busy, setBusy] = useState<'translate' | 'audio' | 'import' | null>(null)
  const [markdown, setMarkdown] = useState('')

  const translations = useSWR(
    id ? `/api/admin/jobs?articleId=${id}&limit=200` : null,
    fetchJson<TranslationJobAnswer[]>,
    {
      refreshInterval: (data) => (data?.some((j) => isOpen(j.status)) ? POLL_MS : 0),
    },
  )
  // Which language versions are marked "Geprüft" (stored values, no fallback to German),
  // and when the article was last saved: a failure older than a reviewed save is left out.
  const languageVersions = useSWR(
    id
      ? `${PAYLOAD_API_ROUTE}/articles/${id}?locale=all&fallback-locale=none&draft=true&depth=0&select[translationOrigin]=true&select[updatedAt]=true`
      : null,
    fetchJson<{ translationOrigin?: Record<string, string | null>; updatedAt: string }>,
  )
  const audio = useSWR(
    id ? `/api/admin/audio-jobs?articleId=${id}&limit=50` : null,
    fetchJson<AudioJobAnswer[]>,
    {
      refreshInterval: (data) => (data?.some((j) => isOpen(j.status)) ? POLL_MS : 0),
    },
  )
  // A save (publishing included) may have queued jobs on the server: look at once.
  const { mutate: reloadTranslations } = translations
  const { mutate: reloadAudio } = audio
  const { mutate: reloadLanguageVersions } = languageVersions
  useEffect(() => {
    if (!lastUpdateTime) return
    void reloadTranslations()
    void reloadAudio()
    void reloadLanguageVersions()
  }, [lastUpdateTime, reloadTranslations, reloadAudio, reloadLanguageVersions])
  const latest = useMemo(() => {
    const article = languageVersions.data
    return currentTranslationJobs(
      translations.data ?? [],
      article ? { origins: article.translationOrigin ?? {}, updatedAt: article.updatedAt } : null,
    )
  }, [translations.data, languageVersions.data])
  const latestAudio = useMemo(() => latestPerLocale(audio.data ?? []), [audio.data])
  const olderAudio = useMemo(
    () => (audio.data ?? []).filter((j) => !latestAudio.includes(j)),
    [audio.data, latestAudio],
  )
  const counts = useMemo(() => {
    const c: Record<JobStatus, number> = { pending: 0, running: 0, done: 0, error: 0 }
    for (const job of latest) c[job.status as JobStatus] += 1
    return c
  }, [latest])

  if (!id)
    return (
      <p className="field-description">
        Übersetzen und Audio sind nach dem ersten Speichern möglich.
      </p>
    )

  async function translate(locales: string[]) {
    setBusy('translate')
    const result = await postJson<{ jobs: TranslationJobAnswer[] }>(
      `/api/admin/articles/${id}/translate`,
      { locales },
    )
    setBusy(null)
    if (!result.ok) {
      toast.error(result.message ?? 'Übersetzung konnte nicht gestartet werden')
      return
    }
    toast.success(`Übersetzung gestartet (${result.data.jobs.length} Sprachen)`)
    void translations.mutate()
  }

  async function generateAudio(target: string = locale.code) {
    setBusy('audio')
    const result = await postJson(`/api/admin/articles/${id}/audio`, { locale: target })
    setBusy(null)
    if (!result.ok)
      return toast.error(result.message ?? 'Audio-Erzeugung konnte nicht gestartet werden')
    toast.success(`Audio-Erzeugung gestartet (${target})`)
    void audio.mutate()
  }

  async function importMarkdown() {
    if (!markdown.trim()) return toast.error('Bitte Markdown einfügen.')
    if (
      !window.confirm(
        'Den Text des Artikels durch das Markdown ersetzen? Es wird als Entwurf gespeichert.',
      )
    )
      return
    setBusy('import')
    const result = await fetch(`/api/admin/articles/${id}`, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bodyMd: markdown, status: 'draft' }),
    }).catch(() => null)
    setBusy(null)
    if (!result?.ok) return toast.error('Artikel konnte nicht gespeichert werden')
    toast.success('Artikel wurde erfolgreich gespeichert')
    window.location.reload()
  }

  return (
    <div className="dj-article-actions" style={{ display: 'grid', gap: 12, marginBottom: 24 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <a href={articlePreviewPath(id, locale.code)} target="_blank" rel="noopener">
          Vorschau (zuletzt gespeichert) ↗
        </a>
        {hasPublishedDoc ? (
          <a href={inLocale(articlePath(id), locale.code)} target="_blank" rel="noopener">
            Im Journal ansehen ↗
          </a>
        ) : null}
      </div>
      <details>
        <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Übersetzen…</summary>
        <div style={{ marginTop: 8 }}>
          <TranslateLanguages busy={busy === 'translate'} onSubmit={translate} />
        </div>
      </details>
      <section aria-live="polite" aria-label="Übersetzungsaufträge">
        {translations.error ? <p role="alert">Aufträge konnten nicht geladen werden.</p> : null}
        {latest.length ? (
          <p style={{ margin: 0 }}>
            {(Object.keys(counts) as JobStatus[])
              .filter((s) => counts[s])
              .map((s) => `${JOB_STATUS_LABELS[s].de}: ${counts[s]}`)
              .join(' · ')}
          </p>
        ) : (
          <p style={{ margin: 0 }} className="field-description">
            Noch keine Übersetzungen.
          </p>
        )}
        <ul style={{ margin: '4px 0 0', paddingLeft: 16 }}>
          {latest
            .filter((j) => j.status === 'error')
            .map((j) => (
              <li key={j.id}>
                <strong>{languageName(j.locale)}</strong>: {j.error}
              </li>
            ))}
        </ul>
        {latest.some((j) => j.status === 'error') ? <ProviderSettingsHint /> : null}
      </section>
      <OutdatedTranslations
        articleId={id}
        reloadKey={`${lastUpdateTime ?? ''}:${counts.done}`}
        busy={busy !== null}
        onTranslate={translate}
      />
      {locale.code === 'de' && (
        <details>
          <summary style={{ cursor: 'pointer' }}>Markdown importieren</summary>
          <label htmlFor="dj-markdown-import" className="sr-only">
            Markdown
          </label>
          <textarea
            id="dj-markdown-import"
            rows={8}
            value={markdown}
            onChange={(e) => setMarkdown(e.target.value)}
            placeholder={'## Überschrift\n\nText mit **fett** und [Link](https://…)'}
            style={{ width: '100%', marginTop: 8, fontFamily: 'monospace' }}
          />
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy !== null}
            onClick={importMarkdown}
          >
            {busy === 'import' ? 'Wird gespeichert…' : 'Text ersetzen (Entwurf)'}
          </Button>
        </details>
      )}
      <div>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy !== null}
          onClick={() => generateAudio()}
        >
          {busy === 'audio' ? 'Wird gestartet…' : `Audio erzeugen (${locale.code})`}
        </Button>
        <ul
          aria-live="polite"
          aria-label="Audio-Aufträge"
          style={{ margin: '8px 0 0', paddingLeft: 16 }}
        >
          {latestAudio.map((j) => (
            <li key={j.id} data-testid={`audio-job-${j.locale}`}>
              <strong>{languageName(j.locale)}</strong>:{' '}
              {JOB_STATUS_LABELS[j.status as JobStatus]?.de ?? j.status}
              {j.durationSec ? ` · ${Math.round(j.durationSec)} s` : ''}
              {j.error ? ` · ${j.error}` : ''}
              {j.outdated ? (
                <span style={{ display: 'block', color: '#b45309', fontWeight: 600 }}>
                  Veraltet: der Text wurde seit der Aufnahme geändert; Leser hören sie nicht.{' '}
                  <button
                    type="button"
                    className="btn--style-secondary"
                    disabled={busy !== null}
                    onClick={() => generateAudio(j.locale)}
                  >
                    Neu erzeugen
                  </button>
                </span>
              ) : null}
              {j.audioUrl ? (
                <audio
                  controls
                  preload="none"
                  src={j.audioUrl}
                  style={{ display: 'block', width: '100%', marginTop: 4 }}
                />
              ) : null}
            </li>
          ))}
        </ul>
        {olderAudio.length ? (
          <details style={{ marginTop: 4 }}>
            <summary style={{ cursor: 'pointer' }}>ältere anzeigen ({olderAudio.length})</summary>
            <ul style={{ margin: '4px 0 0', paddingLeft: 16 }} data-testid="older-audio-jobs">
              {olderAudio.map((j) => (
                <li key={j.id}>
                  {languageName(j.locale)}:{' '}
                  {JOB_STATUS_LABELS[j.status as JobStatus]?.de ?? j.status}
                  {j.outdated ? ' · ersetzt' : ''}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </div>
  )
}
