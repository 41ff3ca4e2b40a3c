'use client'

import { toast } from '@payloadcms/ui'
import { useState, useSyncExternalStore } from 'react'

import {
  estimateBulkTranslation,
  startBulkTranslation,
  type BulkEstimateAnswer,
} from '@/lib/api/contract/studioTranslations'

import { BulkTranslateEstimate } from './BulkTranslateEstimate.client'
import { BulkTranslateProgress } from './BulkTranslateProgress.client'
import { TranslateLanguages } from './TranslateLanguages.client'

/** Where the browser keeps the running batch, so a reload shows its progress again. */
const BATCH_KEY = 'dj-bulk-translation-batch'

const listeners = new Set<() => void>()
/** The batch id kept in localStorage, readable with `useSyncExternalStore`. */
const storedBatch = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  },
  get: () => window.localStorage.getItem(BATCH_KEY),
  set(batch: string | null) {
    if (batch) window.localStorage.setItem(BATCH_KEY, batch)
    else window.localStorage.removeItem(BATCH_KEY)
    for (const listener of listeners) listener()
  },
}

type Step =
  { kind: 'choose' } | { kind: 'estimate'; locales: string[]; estimate: BulkEstimateAnswer }

/**
 * "Alle veröffentlichten Artikel übersetzen" on the studio's start page: choose languages,
 * see the estimate (articles, characters DeepL bills, cost) and confirm, then follow the
 * jobs on the workers (done / failed / left) and retry the failed ones. Current
 * translations are skipped; reviewed versions only on a separate request
 * (src/lib/translation/freshness.ts).
 */
export function BulkTranslatePanel() {
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [busy, setBusy] = useState(false)
  const batch = useSyncExternalStore(storedBatch.subscribe, storedBatch.get, () => null)

  async function estimate(locales: string[]) {
    setBusy(true)
    const result = await estimateBulkTranslation({ locales })
    setBusy(false)
    if (!result.ok) {
      toast.error(result.message ?? 'Schätzung nicht möglich')
      return
    }
    setStep({ kind: 'estimate', locales, estimate: result.data })
  }

  async function start(locales: string[], includeReviewed: boolean) {
    setBusy(true)
    const result = await startBulkTranslation({ locales, includeReviewed })
    setBusy(false)
    if (!result.ok) {
      toast.error(result.message ?? 'Übersetzung konnte nicht starten')
      return
    }
    setStep({ kind: 'choose' })
    storedBatch.set(result.data.batch)
  }

  function restart() {
    storedBatch.set(null)
  }

  return (
    <section
      aria-label="Alle veröffentlichten Artikel übersetzen"
      data-testid="bulk-translate"
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 8,
        padding: 16,
        marginBottom: 24,
      }}
    >
      <h2 style={{ margin: '0 0 12px', fontSize: 20 }}>Alle veröffentlichten Artikel übersetzen</h2>
      {batch ? (
        <BulkTranslateProgress batch={batch} onClose={restart} />
      ) : step.kind === 'choose' ? (
        <details>
          <summary style={{ cursor: 'pointer' }}>Sprachen wählen und Kosten schätzen…</summary>
          <div style={{ marginTop: 8 }}>
            <TranslateLanguages
              busy={busy}
              onSubmit={estimate}
              actionLabel={(n) => `Kosten für ${n} ${n === 1 ? 'Sprache' : 'Sprachen'} schätzen`}
            />
          </div>
        </details>
      ) : (
        <BulkTranslateEstimate
          estimate={step.estimate}
          busy={busy}
          onConfirm={(includeReviewed) => start(step.locales, includeReviewed)}
          onCancel={() => setStep({ kind: 'choose' })}
        />
      )}
    </section>
  )
}
