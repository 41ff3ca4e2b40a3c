'use client'

import { Button, toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { resendInvitationForSupportRequest } from '@/lib/api/contract/practices'
import { checkRole, type WithRoles } from '@/lib/auth/roles'

/**
 * Sidebar of a practice invitation (admins; support on a practice's request): "Einladung
 * erneut senden" mails the open or expired invitation again with a new code valid 14 days,
 * in the name of whoever invited; the old link stops working. The studio then opens the
 * new invitation (the old one shows as withdrawn).
 */
export function PracticeInvitationResend() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const email = useFormFields(([fields]) => fields.email?.value as string | undefined)
  const [busy, setBusy] = useState(false)
  const router = useRouter()
  if (!id || status !== 'pending' || !checkRole(['admin'], user as WithRoles)) return null

  async function resend() {
    if (!window.confirm(`Einladung erneut an ${email ?? 'diese Adresse'} senden?`)) return
    setBusy(true)
    const result = await resendInvitationForSupportRequest(id!)
    setBusy(false)
    if (!result.ok) return toast.error(result.message ?? 'Das erneute Senden ist fehlgeschlagen.')
    if (!result.data.mailSent)
      toast.warning(
        'Die neue Einladung ist angelegt, die E-Mail konnte aber nicht gesendet werden.',
      )
    else toast.success(`Einladung erneut an ${result.data.email} gesendet.`)
    router.push(`/admin/collections/practice-invitations/${result.data.id}`)
  }

  return (
    <div style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <Button buttonStyle="secondary" disabled={busy} onClick={resend}>
        {busy ? 'Wird gesendet …' : 'Einladung erneut senden'}
      </Button>
      <p className="field-description">
        Neuer Code, 14 Tage gültig; der alte Link funktioniert danach nicht mehr.
      </p>
    </div>
  )
}
