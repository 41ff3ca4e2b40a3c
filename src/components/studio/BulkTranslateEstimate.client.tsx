'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { BulkEstimate } from '@/lib/translation/bulk/estimate'

import { formatCount, formatEuroCents, PROVIDER_LABELS } from './bulkFormat'
import { bulkTotals } from './bulkTotals'
import { languageName } from './languageName'
import { ProviderSettingsHint } from './ProviderSettingsHint.client'

type Props = {
  estimate: BulkEstimate
  busy: boolean
  /** Starts the run; `includeReviewed` when the operator also chose the reviewed versions. */
  onConfirm: (includeReviewed: boolean) => Promise<void>
  onCancel: () => void
}

const cell = { padding: '4px 8px', textAlign: 'right' } as const
const head = { ...cell, fontWeight: 600 } as const

/**
 * The estimate of a bulk translation before it starts: per language the provider, the
 * articles and characters to translate (what DeepL bills), those skipped as current and
 * the reviewed versions skipped, and the DeepL cost at its published price (no estimate
 * for the LLM); then the totals (a cost only when DeepL is in the run). When no language of
 * the run has a provider, starting is disabled and the way to the settings shown. Reviewed versions are translated only when the operator
 * ticks a separate box, and nothing starts before "Ja, starten" in the confirmation.
 */
export function BulkTranslateEstimate({ estimate, busy, onConfirm, onCancel }: Props) {
  const id = useId()
  const [includeReviewed, setIncludeReviewed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const rows = estimate.languages
  const { jobs, runnable, characters, reviewed, cents } = bulkTotals(estimate, includeReviewed)
  const withoutCost = rows.filter((l) => l.provider !== 'deepl')
  const noProvider = rows.filter((l) => l.provider === null)

  return (
    <div data-testid="bulk-estimate" style={{ display: 'grid', gap: 12 }}>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', minWidth: 560 }}>
          <thead>
            <tr>
              <th style={{ ...head, textAlign: 'left' }}>Sprache</th>
              <th style={{ ...head, textAlign: 'left' }}>Dienst</th>
              <th style={head}>Artikel</th>
              <th style={head}>Zeichen</th>
              <th style={head}>Aktuell (übersprungen)</th>
              <th style={head}>Geprüft (übersprungen)</th>
              <th style={head}>Kosten ca.</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.locale} data-testid={`bulk-estimate-${l.locale}`}>
                <td style={{ ...cell, textAlign: 'left' }}>{languageName(l.locale)}</td>
                <td style={{ ...cell, textAlign: 'left' }}>
                  {l.provider ? PROVIDER_LABELS[l.provider] : 'keiner eingerichtet'}
                </td>
                <td style={cell}>{formatCount(l.articles)}</td>
                <td style={cell}>{formatCount(l.characters)}</td>
                <td style={cell}>{formatCount(l.skippedCurrent)}</td>
                <td style={cell}>{formatCount(l.skippedReviewed)}</td>
                <td style={cell}>{l.costCents === null ? '–' : formatEuroCents(l.costCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p style={{ margin: 0 }} data-testid="bulk-estimate-total">
        <strong>
          {formatCount(jobs)} Übersetzungen, {formatCount(characters)} Zeichen
          {cents === null ? '' : `, ca. ${formatEuroCents(cents)}`}
        </strong>
        <br />
        <span className="field-description">
          Geschätzt mit DeepLs Listenpreis von {estimate.deeplEurPerMillionCharacters} € je Million
          Zeichen (ohne monatliche Grundgebühr).
          {withoutCost.length
            ? ` Ohne Kosten für ${withoutCost.map((l) => languageName(l.locale)).join(', ')}: der Preis der KI hängt vom Modell ab.`
            : ''}
        </span>
      </p>
      {noProvider.length ? (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          Für {noProvider.map((l) => languageName(l.locale)).join(', ')} ist kein Übersetzungsdienst
          eingerichtet: diese Aufträge würden fehlschlagen.
        </p>
      ) : null}
      {noProvider.length ? <ProviderSettingsHint /> : null}
      {reviewed ? (
        <label htmlFor={`${id}-reviewed`} style={{ display: 'flex', gap: 6 }}>
          <input
            id={`${id}-reviewed`}
            type="checkbox"
            checked={includeReviewed}
            onChange={(e) => setIncludeReviewed(e.target.checked)}
          />
          Auch {formatCount(reviewed)} geprüfte oder von Hand geschriebene Fassungen neu übersetzen
          (ihre Prüfung geht verloren).
        </label>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-label="Übersetzung bestätigen"
          style={{ display: 'grid', gap: 8 }}
        >
          <p style={{ margin: 0 }}>
            {formatCount(jobs)} Übersetzungen ({formatCount(characters)} Zeichen) jetzt starten?
          </p>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              buttonStyle="primary"
              size="small"
              margin={false}
              disabled={busy}
              onClick={() => void onConfirm(includeReviewed)}
            >
              {busy ? 'Wird gestartet…' : 'Ja, starten'}
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => setConfirming(false)}
            >
              Abbrechen
            </Button>
          </div>
        </div>
      ) : (
        <div style={{ display: 'flex', gap: 8 }}>
          <Button
            buttonStyle="primary"
            size="small"
            margin={false}
            disabled={!runnable}
            onClick={() => setConfirming(true)}
          >
            {!jobs
              ? 'Alles ist aktuell'
              : runnable
                ? 'Übersetzung starten…'
                : 'Kein Übersetzungsdienst eingerichtet'}
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onCancel}>
            Andere Sprachen
          </Button>
        </div>
      )}
    </div>
  )
}
