'use client'

import { Button, toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { postJson } from '@/lib/api/contract/fetchJson'
import { checkRole, type WithRoles } from '@/lib/auth/roles'

const box = { display: 'grid', gap: 8, marginBottom: 'calc(var(--base) * 1.5)' } as const

/** Domain of the placeholder addresses of deleted accounts (see src/lib/account/deletion.ts). */
const DELETED_SUFFIX = '@deleted.invalid'

/**
 * Sidebar action of a dentist account (admins): "Konto auf Antrag löschen" runs the same
 * deletion a dentist starts on `/account/security` (`POST /api/admin/users/{id}/delete`;
 * docs/security.md, "Account deletion"), after a confirmation that names what happens.
 * The server log records the admin and the time. Deleted accounts say so instead.
 */
export function AccountDeletionAction() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const email = useFormFields(([fields]) => fields.email?.value as string | undefined)
  const roles = useFormFields(([fields]) => fields.roles?.value as string[] | undefined)
  const [busy, setBusy] = useState(false)

  if (!id || !checkRole(['admin'], user as WithRoles)) return null
  if (roles?.some((role) => role !== 'doctor')) return null
  if (email?.endsWith(DELETED_SUFFIX))
    return (
      <p className="field-description" style={box}>
        Dieses Konto wurde gelöscht.
      </p>
    )

  async function remove() {
    if (
      !window.confirm(
        'Konto auf Antrag löschen? Eine laufende Mitgliedschaft wird sofort gekündigt; Profil, hochgeladene Nachweise, Quiz-Antworten, Newsletter-Abonnements und Praxiszugehörigkeiten werden gelöscht, eigene Praxen mit ihren Mitgliedern. Ausgestellte CME-Zertifikate bleiben ohne Namen prüfbar. Das lässt sich nicht rückgängig machen.',
      )
    )
      return
    setBusy(true)
    const result = await postJson<{ deleted: boolean }>(`/api/admin/users/${id}/delete`, {})
    setBusy(false)
    if (!result.ok) return toast.error(result.message ?? 'Die Löschung ist fehlgeschlagen.')
    toast.success('Das Konto wurde gelöscht; die Bestätigung ging an die alte Adresse.')
    window.location.reload()
  }

  return (
    <div style={box}>
      <Button buttonStyle="error" size="medium" disabled={busy} onClick={remove}>
        Konto auf Antrag löschen
      </Button>
    </div>
  )
}
