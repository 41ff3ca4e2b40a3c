'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'
import useSWR from 'swr'

import {
  bulkProgressKey,
  fetchBulkProgress,
  retryBulkTranslation,
} from '@/lib/api/contract/studioTranslations'

import { formatCount } from './bulkFormat'
import { languageName } from './languageName'

/** Poll interval while jobs of the batch are left (milliseconds). */
const POLL_MS = 2000

type Props = { batch: string; onClose: () => void }

/**
 * Live progress of a bulk translation: a bar and, per language, done / failed / left,
 * polled every two seconds while jobs are left; the failed jobs with their reasons and
 * "Fehlgeschlagene erneut versuchen", which queues them again.
 */
export function BulkTranslateProgress({ batch, onClose }: Props) {
  const [retrying, setRetrying] = useState(false)
  const { data, error, mutate } = useSWR(bulkProgressKey(batch), fetchBulkProgress, {
    refreshInterval: (d) => (!d || d.total.left > 0 ? POLL_MS : 0),
  })

  async function retry() {
    setRetrying(true)
    const result = await retryBulkTranslation(batch)
    setRetrying(false)
    if (!result.ok) return toast.error(result.message ?? 'Erneuter Versuch nicht möglich')
    toast.success(`${result.data.retried} Übersetzungen erneut gestartet`)
    void mutate()
  }

  if (error)
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <p role="alert" style={{ margin: 0 }}>
          Der Fortschritt konnte nicht geladen werden.
        </p>
        <div>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onClose}>
            Neue Sammelübersetzung
          </Button>
        </div>
      </div>
    )
  if (!data) return <p>Fortschritt wird geladen…</p>
  const { total } = data
  const finished = total.left === 0
  return (
    <div data-testid="bulk-progress" style={{ display: 'grid', gap: 8 }}>
      <progress
        max={total.total}
        value={total.done + total.failed}
        aria-label="Fortschritt der Sammelübersetzung"
        style={{ width: '100%' }}
      />
      <p style={{ margin: 0 }} aria-live="polite" data-testid="bulk-progress-total">
        {finished ? 'Abgeschlossen: ' : 'Läuft: '}
        {formatCount(total.done)} fertig · {formatCount(total.failed)} fehlgeschlagen ·{' '}
        {formatCount(total.left)} offen (von {formatCount(total.total)})
      </p>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {data.languages.map((l) => (
          <li key={l.locale} data-testid={`bulk-progress-${l.locale}`}>
            {languageName(l.locale)}: {formatCount(l.done)} fertig, {formatCount(l.failed)}{' '}
            fehlgeschlagen, {formatCount(l.left)} offen
          </li>
        ))}
      </ul>
      {data.failures.length ? (
        <details>
          <summary style={{ cursor: 'pointer' }}>Fehlgeschlagene ({total.failed})</summary>
          <ul style={{ margin: '4px 0 0', paddingLeft: 16 }}>
            {data.failures.map((f) => (
              <li key={f.jobId}>
                {f.title || `Artikel ${f.articleId}`} ({languageName(f.locale)}): {f.error}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {total.failed ? (
          <Button
            buttonStyle="primary"
            size="small"
            margin={false}
            disabled={retrying}
            onClick={() => void retry()}
          >
            {retrying
              ? 'Wird gestartet…'
              : `Fehlgeschlagene erneut versuchen (${formatCount(total.failed)})`}
          </Button>
        ) : null}
        {finished ? (
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onClose}>
            Neue Sammelübersetzung
          </Button>
        ) : null}
      </div>
    </div>
  )
}
