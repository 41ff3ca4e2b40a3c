'use client'

import { Button, toast, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import useSWR from 'swr'

import type { JsonCallResult } from '@/lib/api/contract/fetchJson'
import {
  adminNewsletterKey,
  fetchAdminNewsletter,
  fetchNewsletterPreview,
  retryNewsletter,
  sendNewsletter,
  sendNewsletterTest,
} from '@/lib/api/contract/studioNewsletters'
import { ISSUE_STATUS_LABELS } from '@/lib/newsletter/issues/constants'

/** Poll interval while an issue is scheduled or sending (milliseconds). */
const POLL_MS = 1500

const isMoving = (status?: string) => status === 'scheduled' || status === 'sending'

/**
 * Sidebar of the newsletter editor: the mail's preview in each language that has
 * subscribers (a sandboxed frame with the HTML of `GET /api/admin/newsletters/{id}/preview`),
 * a test send to the editor's own address, "Jetzt senden" or "Planen" (a time), then the
 * live progress (recipients, sent, failed, unsubscribed since) refreshed while the issue is
 * scheduled or sending, and "Fehlgeschlagene erneut senden". A sent issue cannot be sent
 * again (the API answers 409). Save the issue before previewing changes.
 */
export function NewsletterActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const [locale, setLocale] = useState('de')
  const [html, setHtml] = useState<string | null>(null)
  const [at, setAt] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const issue = useSWR(id ? adminNewsletterKey(id) : null, fetchAdminNewsletter, {
    refreshInterval: (data) => (isMoving(data?.status) ? POLL_MS : 0),
  })

  useEffect(() => {
    if (!id) return
    let cancelled = false
    void fetchNewsletterPreview(id, locale).then((text) => !cancelled && setHtml(text))
    return () => {
      cancelled = true
    }
  }, [id, locale, issue.data?.updatedAt])

  if (!id)
    return (
      <p className="field-description">
        Vorschau, Testsendung und Versand sind nach dem ersten Speichern möglich.
      </p>
    )

  const data = issue.data
  const email = user?.email
  async function act(kind: string, call: () => Promise<JsonCallResult<unknown>>, done: string) {
    setBusy(kind)
    const result = await call()
    setBusy(null)
    if (!result.ok) {
      toast.error(result.message ?? 'Das hat nicht geklappt')
      return
    }
    toast.success(done)
    await issue.mutate()
  }

  const draft = data?.status === 'draft'
  // A failed issue can always be taken up again (its send job may have been given up
  // before every recipient was tried); a sent one when some deliveries failed.
  const retryable =
    data?.status === 'failed' || (data?.status === 'sent' && (data?.failed ?? 0) > 0)
  return (
    <div className="newsletter-actions" style={{ display: 'grid', gap: 12 }}>
      {data ? (
        <dl
          aria-label="Versandstand"
          data-testid="newsletter-progress"
          style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 12px', margin: 0 }}
        >
          <dt>Status</dt>
          <dd data-testid="newsletter-status">
            {ISSUE_STATUS_LABELS[data.status]?.de ?? data.status}
          </dd>
          <dt>Empfänger</dt>
          <dd>{data.recipients}</dd>
          <dt>Versendet</dt>
          <dd data-testid="newsletter-sent">{data.sent}</dd>
          <dt>Fehlgeschlagen</dt>
          <dd>{data.failed}</dd>
          <dt>Seitdem abgemeldet</dt>
          <dd>{data.unsubscribedSince}</dd>
        </dl>
      ) : null}

      <label style={{ display: 'grid', gap: 4 }}>
        <span>Vorschau in</span>
        <select value={locale} onChange={(e) => setLocale(e.target.value)}>
          {(data?.languages ?? ['de']).map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <iframe
        title="Vorschau der E-Mail"
        sandbox=""
        srcDoc={html ?? ''}
        style={{ width: '100%', height: 480, border: '1px solid var(--theme-elevation-150)' }}
      />

      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy !== null || !email}
        onClick={() =>
          email &&
          act(
            'test',
            () => sendNewsletterTest(id, { email, locale }),
            `Testsendung an ${email} verschickt`,
          )
        }
      >
        Test an mich senden
      </Button>

      {draft ? (
        <>
          <Button
            size="small"
            margin={false}
            disabled={busy !== null}
            onClick={() => {
              if (window.confirm('Diese Ausgabe jetzt an alle bestätigten Abonnenten senden?'))
                void act('send', () => sendNewsletter(id, {}), 'Versand gestartet')
            }}
          >
            Jetzt senden
          </Button>
          <p style={{ margin: 0, fontSize: 12, color: 'var(--theme-elevation-600)' }}>
            Redaktion und Admins dürfen eine Ausgabe an alle bestätigten Abonnenten der Zielgruppe
            senden. Status, Zähler und Versandzeit schreibt nur der Versand.
          </p>
          <label style={{ display: 'grid', gap: 4 }}>
            <span>Oder planen für</span>
            <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
          </label>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy !== null || !at}
            onClick={() =>
              act(
                'schedule',
                () => sendNewsletter(id, { at: new Date(at).toISOString() }),
                'Versand geplant',
              )
            }
          >
            Planen
          </Button>
        </>
      ) : null}
      {retryable ? (
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy !== null}
          onClick={() =>
            act('retry', () => retryNewsletter(id), 'Fehlgeschlagene werden erneut gesendet')
          }
        >
          Fehlgeschlagene erneut senden
        </Button>
      ) : null}
    </div>
  )
}
