'use client'

import { Button } from '@payloadcms/ui'

import type { ImportAnswer } from '@/lib/api/contract/studioImports'

import { COUNT_LABELS, WARNING_LABELS } from './importTexts'

/** Warnings listed on the screen; the rest are counted. */
const SHOWN_WARNINGS = 200

type Props = {
  run: ImportAnswer
  categories: { slug: string; name: string }[]
  choices: Record<string, string>
  onChoice: (sourceSlug: string, choice: string) => void
  patientTag: string
  onPatientTag: (sourceSlug: string) => void
  canImport: boolean
  onImport: () => void
  onClose: () => void
}

/**
 * One import run on the import screen: while it runs, a progress bar (items done of all);
 * when done, the counts, after a dry run the category mapping to confirm (existing
 * category, "Neu anlegen" or "Ignorieren" per source term) with "Jetzt importieren", and the
 * the tag whose posts are for patients, and the warnings per item; a failed run names its reason.
 */
export function ImportReport({
  run,
  categories,
  choices,
  onChoice,
  patientTag,
  onPatientTag,
  canImport,
  onImport,
  onClose,
}: Props) {
  const open = run.status === 'queued' || run.status === 'running'
  const percent = run.progress.total
    ? Math.round((run.progress.done / run.progress.total) * 100)
    : 0
  return (
    <section data-testid="import-run" data-status={run.status} style={{ display: 'grid', gap: 16 }}>
      <h2 style={{ margin: 0 }}>
        {run.dryRun ? 'Probelauf' : 'Import'} von {run.fileName}:{' '}
        {open ? 'läuft …' : run.status === 'done' ? 'fertig' : 'fehlgeschlagen'}
      </h2>
      {open ? (
        <div>
          <progress
            data-testid="import-progress"
            max={run.progress.total || 1}
            value={run.progress.done}
            style={{ width: '100%' }}
            aria-label="Fortschritt"
          />
          <p style={{ margin: 0 }}>
            {run.progress.done} von {run.progress.total || '…'} Einträgen ({percent} %)
          </p>
        </div>
      ) : null}
      {run.status === 'failed' ? <p data-testid="import-error">{run.error}</p> : null}
      {run.status === 'done' ? (
        <>
          <table data-testid="import-counts">
            <tbody>
              {Object.entries(COUNT_LABELS).map(([key, label]) => (
                <tr key={key}>
                  <th scope="row" style={{ textAlign: 'left', paddingRight: 24 }}>
                    {label}
                  </th>
                  <td data-testid={`import-count-${key}`}>
                    {run.counts[key as keyof typeof COUNT_LABELS]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {run.dryRun ? (
            <>
              <h3 style={{ margin: 0 }}>Kategorien zuordnen</h3>
              <table data-testid="import-mapping">
                <thead>
                  <tr>
                    <th style={{ textAlign: 'left' }}>Schlagwort / Kategorie der Quelle</th>
                    <th style={{ textAlign: 'left' }}>Beiträge</th>
                    <th style={{ textAlign: 'left' }}>Im Journal</th>
                  </tr>
                </thead>
                <tbody>
                  {run.categoryMapping.map((row) => (
                    <tr key={row.sourceSlug}>
                      <td>
                        {row.name} ({row.sourceSlug})
                      </td>
                      <td>{row.items}</td>
                      <td>
                        <select
                          aria-label={`Zuordnung für ${row.name}`}
                          data-testid={`import-choice-${row.sourceSlug}`}
                          value={choices[row.sourceSlug] ?? row.choice}
                          onChange={(e) => onChoice(row.sourceSlug, e.target.value)}
                        >
                          <option value="new">Neu anlegen</option>
                          <option value="ignore">Ignorieren</option>
                          {categories.map((c) => (
                            <option key={c.slug} value={c.slug}>
                              {c.name}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <label>
                Beiträge für Patienten: Schlagwort{' '}
                <select
                  data-testid="import-patient-tag"
                  value={patientTag}
                  onChange={(e) => onPatientTag(e.target.value)}
                >
                  <option value="">keines (alle für Zahnärzte)</option>
                  {run.categoryMapping.map((row) => (
                    <option key={row.sourceSlug} value={row.sourceSlug}>
                      {row.name}
                    </option>
                  ))}
                </select>
              </label>
              <div>
                <Button buttonStyle="primary" disabled={!canImport} onClick={onImport}>
                  Jetzt importieren
                </Button>
                {canImport ? null : (
                  <p style={{ margin: 0 }}>Bitte die Exportdatei (und die Bilder) erneut wählen.</p>
                )}
              </div>
            </>
          ) : null}
          <h3 style={{ margin: 0 }}>Hinweise ({run.warnings.length})</h3>
          <ul data-testid="import-warnings" style={{ margin: 0 }}>
            {run.warnings.slice(0, SHOWN_WARNINGS).map((w, i) => (
              <li key={`${w.sourceId}-${w.code}-${i}`} data-code={w.code}>
                <strong>{WARNING_LABELS[w.code]}</strong> – {w.title || w.sourceId}: {w.message}
              </li>
            ))}
          </ul>
          {run.warnings.length > SHOWN_WARNINGS ? (
            <p>… und {run.warnings.length - SHOWN_WARNINGS} weitere.</p>
          ) : null}
        </>
      ) : null}
      {open ? null : (
        <div>
          <Button buttonStyle="secondary" onClick={onClose}>
            Schließen
          </Button>
        </div>
      )}
    </section>
  )
}
