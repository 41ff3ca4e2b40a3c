'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { translateUiStrings } from '@/lib/api/contract/studioTranslations'

/**
 * Above the UI strings list: queues machine translations of the missing UI
 * strings for every language but German and English. Progress shows under
 * Übersetzungsaufträge.
 */
export function TranslateUiStrings() {
  const [busy, setBusy] = useState(false)
  async function start() {
    setBusy(true)
    const result = await translateUiStrings({})
    setBusy(false)
    if (!result.ok)
      return toast.error(result.message ?? 'Übersetzung konnte nicht gestartet werden')
    toast.success(`Übersetzung gestartet (${result.data.jobs.length} Sprachen)`)
  }
  return (
    <div
      style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '0 0 16px' }}
      className="gutter--left gutter--right"
    >
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={start}>
        {busy ? 'Wird gestartet…' : 'Fehlende Übersetzungen erzeugen'}
      </Button>
      <span className="field-description">
        Deutsch und Englisch sind handgeschrieben; die übrigen Sprachen werden maschinell übersetzt
        und hier korrigiert.
      </span>
    </div>
  )
}
