'use client'

import { Button, toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import {
  approveInvitation,
  fetchOtherOpenRequests,
  rejectInvitation,
} from '@/lib/api/contract/invitations'
import { checkRole, type WithRoles } from '@/lib/auth/roles'
import { INVITATION_REQUESTS, INVITATION_VALID_DAYS } from '@/lib/invitations/requests'

const box = { display: 'grid', gap: 8, marginBottom: 'calc(var(--base) * 1.5)' } as const

/**
 * Ids of the other open requests of `email` (read through Payload's API with the admin's
 * session); [] while loading, on failure and without an id or address.
 */
function useOtherOpenRequests(id: number | string | undefined, email: string | undefined) {
  const [others, setOthers] = useState<number[]>([])
  useEffect(() => {
    if (!id || !email) return
    let current = true
    fetchOtherOpenRequests(id, email)
      .then((ids) => {
        if (current) setOthers(ids)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [id, email])
  return others
}

/**
 * Sidebar of an invitation request (admins): "Freigeben und Einladung senden" creates a
 * single-use code bound to the request's address, valid for the chosen number of days, and
 * mails it with a sign-up link; "Ablehnen" records an optional reason and, if ticked, tells
 * the requester by mail. Anyone may send the request form for any address, so an address
 * can have several open requests: they are listed with links, and approving this one
 * closes them. Decided requests show their outcome; the page reloads after a decision so
 * the status, reviewer and code fields show it.
 */
export function InvitationRequestReview() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const email = useFormFields(([fields]) => fields.email?.value as string | undefined)
  const others = useOtherOpenRequests(status === 'open' ? id : undefined, email)
  const [validDays, setValidDays] = useState(INVITATION_VALID_DAYS)
  const [reason, setReason] = useState('')
  const [notify, setNotify] = useState(true)
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null)

  if (!id || !checkRole(['admin'], user as WithRoles)) return null
  if (status === 'approved')
    return (
      <p className="field-description" style={box}>
        Freigegeben: Die persönliche Einladung wurde erstellt (siehe Einladungscode).
      </p>
    )
  if (status === 'rejected')
    return (
      <p className="field-description" style={box}>
        Abgelehnt.
      </p>
    )

  async function approve() {
    if (!window.confirm('Anfrage freigeben und die persönliche Einladung per E-Mail senden?'))
      return
    setBusy('approve')
    const result = await approveInvitation(id!, { validDays })
    setBusy(null)
    if (!result.ok) return toast.error(result.message ?? 'Die Freigabe ist fehlgeschlagen.')
    if (result.data.closed.length > 0)
      toast.info(
        `Weitere offene Anfragen derselben Adresse geschlossen: ${result.data.closed.map((n) => `#${n}`).join(', ')}.`,
      )
    if (result.data.mailSent)
      toast.success(`Freigegeben. Einladung mit Code ${result.data.code} gesendet.`)
    else
      toast.warning(
        `Freigegeben mit Code ${result.data.code}, aber die E-Mail konnte nicht gesendet werden. Bitte geben Sie den Code selbst weiter.`,
      )
    window.location.reload()
  }

  async function reject() {
    if (!window.confirm('Anfrage ablehnen?')) return
    setBusy('reject')
    const result = await rejectInvitation(id!, {
      reason: reason.trim() || undefined,
      notify,
    })
    setBusy(null)
    if (!result.ok) return toast.error(result.message ?? 'Die Ablehnung ist fehlgeschlagen.')
    toast.success(notify ? 'Abgelehnt; die Anfragenden wurden benachrichtigt.' : 'Abgelehnt.')
    window.location.reload()
  }

  return (
    <div style={box} data-testid="invitation-review">
      <strong>Anfrage prüfen</strong>
      {others.length > 0 && (
        <p className="field-description" data-testid="invitation-other-requests">
          Für diese Adresse liegen weitere offene Anfragen vor (von wem sie stammen, ist nicht
          bestätigt):{' '}
          {others.map((other, i) => (
            <span key={other}>
              {i > 0 && ', '}
              <a href={`/admin/collections/${INVITATION_REQUESTS}/${other}`}>#{other}</a>
            </span>
          ))}
          . Die Freigabe dieser Anfrage schließt die anderen.
        </p>
      )}
      <label style={{ display: 'grid', gap: 4 }}>
        <span>Einladung gültig (Tage)</span>
        <input
          type="number"
          min={1}
          max={365}
          value={validDays}
          onChange={(event) => setValidDays(Number(event.target.value) || INVITATION_VALID_DAYS)}
          style={{ padding: '4px 8px' }}
        />
      </label>
      <Button onClick={() => void approve()} disabled={busy !== null} margin={false}>
        {busy === 'approve' ? 'Wird freigegeben…' : 'Freigeben und Einladung senden'}
      </Button>
      <label style={{ display: 'grid', gap: 4, marginTop: 8 }}>
        <span>Ablehnungsgrund (optional)</span>
        <textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={1000}
          style={{ padding: '4px 8px' }}
        />
      </label>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
        <span>Anfragende per E-Mail benachrichtigen</span>
      </label>
      <Button
        onClick={() => void reject()}
        disabled={busy !== null}
        buttonStyle="secondary"
        margin={false}
      >
        {busy === 'reject' ? 'Wird abgelehnt…' : 'Ablehnen'}
      </Button>
    </div>
  )
}
