'use client'

import { Button } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

import {
  testConnection,
  type ConnectionTestAnswer,
  type ConnectionTestRequest,
} from '@/lib/api/contract/studioSettings'

const NAMES: Record<string, string> = {
  deepl: 'DeepL',
  ai: 'KI-Dienst',
  speech: 'Sprachdienst',
}

/**
 * "Verbindung testen" in the settings: one cheap call to the provider named in the field's
 * `admin.custom.provider` with the saved settings, and the answer in German beside it.
 */
export const ConnectionTest: UIFieldClientComponent = ({ field }) => {
  // The field's config names the provider; the server refuses any other (400).
  const provider = ((field.admin?.custom as { provider?: string } | undefined)?.provider ??
    '') as ConnectionTestRequest['provider']
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ConnectionTestAnswer | null>(null)

  async function test() {
    setBusy(true)
    const answer = await testConnection({ provider })
    setBusy(false)
    setResult(
      answer.ok
        ? answer.data
        : { ok: false, message: answer.message ?? 'Der Test konnte nicht ausgeführt werden.' },
    )
  }

  return (
    <div style={{ marginBottom: 24 }} data-testid={`connection-test-${provider}`}>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={test}>
        {busy ? 'Wird getestet…' : `Verbindung testen (${NAMES[provider] ?? provider})`}
      </Button>
      <p className="field-description" style={{ margin: '6px 0 0' }}>
        Getestet wird der gespeicherte Stand: Änderungen zuerst speichern.
      </p>
      {result ? (
        <p
          role="status"
          style={{ margin: '6px 0 0', color: result.ok ? '#1b7f3b' : '#b91c1c', fontWeight: 600 }}
        >
          {result.ok ? '✓ ' : '✗ '}
          {result.message}
        </p>
      ) : null}
    </div>
  )
}
