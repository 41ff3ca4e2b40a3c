'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState, useSyncExternalStore } from 'react'
import useSWR from 'swr'

import {
  fetchImport,
  importKey,
  startImport,
  type ImportAnswer,
} from '@/lib/api/contract/studioImports'

import { ImportReport } from './ImportReport.client'

/** Where the browser keeps the run it follows, so a reload shows its progress again. */
const RUN_KEY = 'dj-import-run'
const POLL_MS = 2000

const listeners = new Set<() => void>()
const storedRun = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  },
  get: () => window.localStorage.getItem(RUN_KEY),
  set(id: number | null) {
    if (id) window.localStorage.setItem(RUN_KEY, String(id))
    else window.localStorage.removeItem(RUN_KEY)
    for (const listener of listeners) listener()
  },
}

const isOpen = (run?: ImportAnswer) => run?.status === 'queued' || run?.status === 'running'

/**
 * The import screen's steps: choose the source and the export file (and optionally a ZIP
 * of the images), run the dry run, read its report and confirm the category mapping, then
 * import; the run's progress is polled from `GET /api/admin/imports/{id}` and its id kept
 * in localStorage, so a reload shows it again. The files stay chosen in the page for the
 * import after the dry run (after a reload they are chosen again).
 */
export function ImportPanel({ categories }: { categories: { slug: string; name: string }[] }) {
  const runId = useSyncExternalStore(storedRun.subscribe, storedRun.get, () => null)
  const [source, setSource] = useState<'ghost' | 'wordpress'>('wordpress')
  const [file, setFile] = useState<File | null>(null)
  const [images, setImages] = useState<File | null>(null)
  const [choices, setChoices] = useState<Record<string, string>>({})
  const [patientTag, setPatientTag] = useState('')
  const [busy, setBusy] = useState(false)
  const { data: run } = useSWR(runId ? importKey(runId) : null, fetchImport, {
    refreshInterval: (latest) => (isOpen(latest) ? POLL_MS : 0),
  })

  async function start(dryRun: boolean) {
    if (!file) return
    setBusy(true)
    const mapping = run?.categoryMapping ?? []
    const categoryMap = dryRun
      ? undefined
      : Object.fromEntries(
          mapping.map((row) => [row.sourceSlug, choices[row.sourceSlug] ?? row.choice]),
        )
    const result = await startImport({
      file,
      source,
      images,
      dryRun,
      categoryMap,
      patientTag: dryRun ? null : patientTag || null,
    })
    setBusy(false)
    if (!result.ok) {
      toast.error(result.message ?? 'Der Import konnte nicht gestartet werden.')
      return
    }
    storedRun.set(result.data.id)
  }

  return (
    <div data-testid="import-panel" style={{ display: 'grid', gap: 24, maxWidth: 960 }}>
      <p style={{ margin: 0 }}>
        Übernimmt Beiträge, Seiten, Schlagwörter und Bilder aus einer Ghost-Sicherung (JSON) oder
        einem WordPress-Export (WXR). Zuerst zeigt ein Probelauf, was geschrieben würde; erst danach
        wird importiert. Ein wiederholter Import aktualisiert nur, was sich geändert hat.
      </p>
      <fieldset style={{ display: 'grid', gap: 12, border: 0, padding: 0 }}>
        <label>
          Quelle{' '}
          <select
            data-testid="import-source"
            value={source}
            onChange={(e) => setSource(e.target.value as 'ghost' | 'wordpress')}
          >
            <option value="wordpress">WordPress (WXR-Datei)</option>
            <option value="ghost">Ghost (JSON-Sicherung)</option>
          </select>
        </label>
        <label>
          Exportdatei (höchstens 200 MB){' '}
          <input
            data-testid="import-file"
            type="file"
            accept=".xml,.json,application/xml,application/json,text/xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <label>
          Bilder als ZIP (optional){' '}
          <input
            data-testid="import-images"
            type="file"
            accept=".zip,application/zip"
            onChange={(e) => setImages(e.target.files?.[0] ?? null)}
          />
        </label>
        <div>
          <Button
            buttonStyle="primary"
            disabled={!file || busy || isOpen(run)}
            onClick={() => void start(true)}
          >
            Probelauf starten
          </Button>
        </div>
      </fieldset>
      {run ? (
        <ImportReport
          run={run}
          categories={categories}
          choices={choices}
          onChoice={(slug, value) => setChoices((c) => ({ ...c, [slug]: value }))}
          patientTag={patientTag}
          onPatientTag={setPatientTag}
          canImport={Boolean(file) && !busy}
          onImport={() => void start(false)}
          onClose={() => storedRun.set(null)}
        />
      ) : null}
    </div>
  )
}
