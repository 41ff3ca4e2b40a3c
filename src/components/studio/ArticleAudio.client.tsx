'use client'

import { Button, toast } from '@payloadcms/ui'

import { generateArticleAudio } from '@/lib/api/contract/studioArticles'
import { JOB_STATUS_LABELS, type JobStatus } from '@/lib/jobs/status'

import type { ArticleActionBusy } from './articleActionBusy'
import { languageName } from './languageName'
import { useAudioJobs } from './useAudioJobs'

type Props = ArticleActionBusy & {
  id: number | string
  /** The language being edited: "Audio erzeugen" speaks this version. */
  locale: string
  lastUpdateTime: number
}

const statusLabel = (status: string) => JOB_STATUS_LABELS[status as JobStatus]?.de ?? status

/**
 * The audio part of the article sidebar: "Audio erzeugen" queues the spoken version in the
 * language being edited; the newest job per language is listed with its status, length
 * (seconds), error and a player, and an outdated recording (made from another text than
 * the published one) offers "Neu erzeugen". Older jobs wait behind "ältere anzeigen".
 */
export function ArticleAudio({ id, locale, lastUpdateTime, busy, setBusy }: Props) {
  const { latest, older, reload } = useAudioJobs(id, lastUpdateTime)

  async function generateAudio(target: string = locale) {
    setBusy('audio')
    const result = await generateArticleAudio(id, { locale: target })
    setBusy(null)
    if (!result.ok)
      return toast.error(result.message ?? 'Audio-Erzeugung konnte nicht gestartet werden')
    toast.success(`Audio-Erzeugung gestartet (${target})`)
    void reload()
  }

  return (
    <div>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy !== null}
        onClick={() => generateAudio()}
      >
        {busy === 'audio' ? 'Wird gestartet…' : `Audio erzeugen (${locale})`}
      </Button>
      <ul
        aria-live="polite"
        aria-label="Audio-Aufträge"
        style={{ margin: '8px 0 0', paddingLeft: 16 }}
      >
        {latest.map((j) => (
          <li key={j.id} data-testid={`audio-job-${j.locale}`}>
            <strong>{languageName(j.locale)}</strong>: {statusLabel(j.status)}
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
      {older.length ? (
        <details style={{ marginTop: 4 }}>
          <summary style={{ cursor: 'pointer' }}>ältere anzeigen ({older.length})</summary>
          <ul style={{ margin: '4px 0 0', paddingLeft: 16 }} data-testid="older-audio-jobs">
            {older.map((j) => (
              <li key={j.id}>
                {languageName(j.locale)}: {statusLabel(j.status)}
                {j.outdated ? ' · ersetzt' : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
