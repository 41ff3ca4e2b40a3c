'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

import { checkRole } from '@/lib/auth/roles'

/**
 * Where provider keys are set, told to the person reading: administrators get a link to the
 * settings (keys and "Verbindung testen"); editors, who cannot open the settings, are asked
 * to turn to an administrator. Shown above the job lists and next to failed jobs.
 */
export function ProviderSettingsHint() {
  const { user } = useAuth()
  const admin = checkRole(['admin'], user as { roles?: string[] } | null)
  return (
    <p
      className="field-description"
      data-testid="provider-settings-hint"
      style={{ margin: '0 0 12px' }}
    >
      {admin ? (
        <>
          Fehlt ein Schlüssel oder wird er abgelehnt? Schlüssel und Verbindungstest:{' '}
          <Link href="/admin/globals/settings">Einstellungen öffnen</Link>.
        </>
      ) : (
        <>
          Fehlt ein Schlüssel oder wird er abgelehnt? Die Schlüssel für DeepL, KI und Sprachausgabe
          verwaltet ein Administrator in den Einstellungen – bitte wenden Sie sich an einen
          Administrator.
        </>
      )}
    </p>
  )
}
