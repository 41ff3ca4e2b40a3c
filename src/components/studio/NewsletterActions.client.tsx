'use client'

import { Button, DatePicker, toast, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState, useSyncExternalStore } from 'react'
import useSWR from 'swr'

import type { JsonCallResult } from '@/lib/api/contract/fetchJson'
import {
  adminNewsletterKey,
  fetchAdminNewsletter,
  retryNewsletter,
  sendNewsletter,
  sendNewsletterTest,
} from '@/lib/api/contract/studioNewsletters'
import { ISSUE_STATUS_LABELS } from '@/lib/newsletter/issues/constants'

import { languageName } from './languageName'
import { NewsletterMeasuringCounts } from './NewsletterMeasuringCounts'
import { sendConfirmationText } from './newsletterSendText'

/** Poll interval while an issue is scheduled or sending (milliseconds). */
const POLL_MS = 1500

/** The picker's German form of a moment, as every studio date (`admin.dateFormat`). */
const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm'

type Answer = { ok: boolean; text: string }

/**
 * The last answer per issue, kept outside the component and shared by every copy of it:
 * Payload re-creates a sidebar field's component when the form state is refreshed, which
 * would drop an answer held in one copy's state while its request was still running.
 */
const lastAnswers = new Map<string, Answer>()
const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
function tell(id: string, answer: Answer) {
  lastAnswers.set(id, answer)
  for (const listener of listeners) listener()
}
/** Issues whose send confirmation is open, shared the same way (a re-created copy keeps it open). */
const confirmingIds = new Set<string>()
function confirmFor(id: string, open: boolean) {
  if (open) confirmingIds.add(id)
  else confirmingIds.delete(id)
  for (const listener of listeners) listener()
}

const isMoving = (status?: string) => status === 'scheduled' || status === 'sending'

/**
 * Sidebar of the newsletter editor (the preview spans the main column:
 * `NewsletterPreview`): a test send to the editor's own address in a chosen language, "Jetzt
 * senden…" or "Planen" (a German date picker, to the minute), then the live progress
 * (recipients, sent, failed, unsubscribed since) refreshed while the issue is scheduled or
 * sending, once sending began the opens and clicks of those who consented to measuring
 * (`NewsletterMeasuringCounts`), and "Fehlgeschlagene erneut senden". Every action answers in place (a line under
 * the buttons, announced to screen readers) as well as in a toast. The buttons stay disabled
 * until the issue has loaded, so a click right after the page appears is never lost. Sending
 * asks in the studio first, naming the list, the languages and the number of recipients. A
 * sent issue cannot be sent again (the API answers 409).
 */
export function NewsletterActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const [locale, setLocale] = useState('de')
  const [at, setAt] = useState<Date | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const confirming = useSyncExternalStore(
    subscribe,
    () => (id ? confirmingIds.has(String(id)) : false),
    () => false,
  )
  const setConfirming = (open: boolean) => {
    if (id) confirmFor(String(id), open)
  }
  const said = useSyncExternalStore(
    subscribe,
    () => (id ? lastAnswers.get(String(id)) : undefined),
    () => undefined,
  )
  const setSaid = (answer: Answer) => {
    if (id) tell(String(id), answer)
  }
  const issue = useSWR(id ? adminNewsletterKey(id) : null, fetchAdminNewsletter, {
    refreshInterval: (data) => (isMoving(data?.status) ? POLL_MS : 0),
  })

  if (!id)
    return (
      <p className="field-description">
        Vorschau, Testsendung und Versand sind nach dem ersten Speichern möglich.
      </p>
    )

  const data = issue.data
  const email = user?.email
  const ready = Boolean(data && email)
  async function act(kind: string, call: () => Promise<JsonCallResult<unknown>>, done: string) {
    setBusy(kind)
    const result = await call()
    setBusy(null)
    if (!result.ok) {
      const why = result.message ?? 'Das hat nicht geklappt.'
      setSaid({ ok: false, text: why })
      toast.error(why)
      return
    }
    setSaid({ ok: true, text: done })
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
      ) : (
        <p className="field-description">Versandstand wird geladen…</p>
      )}
      {data && data.sent > 0 ? <NewsletterMeasuringCounts counts={data} /> : null}

      <label style={{ display: 'grid', gap: 4 }}>
        <span>Testsendung in</span>
        <select value={locale} onChange={(e) => setLocale(e.target.value)}>
          {(data?.languages ?? ['de']).map((l) => (
            <option key={l} value={l}>
              {languageName(l)}
            </option>
          ))}
        </select>
      </label>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy !== null || !ready}
        onClick={() =>
          email &&
          act(
            'test',
            () => sendNewsletterTest(id, { email, locale }),
            `Testsendung an ${email} verschickt.`,
          )
        }
      >
        {busy === 'test' ? 'Wird gesendet…' : 'Test an mich senden'}
      </Button>

      {draft && data ? (
        <>
          {confirming ? (
            <div
              role="alertdialog"
              aria-label="Versand bestätigen"
              data-testid="newsletter-send-confirm"
              style={{
                display: 'grid',
                gap: 8,
                padding: 10,
                border: '1px solid var(--theme-warning-500)',
                borderRadius: 4,
              }}
            >
              <p style={{ margin: 0 }}>{sendConfirmationText(data)}</p>
              <div style={{ display: 'flex', gap: 8 }}>
                <Button
                  size="small"
                  margin={false}
                  disabled={busy !== null}
                  onClick={() => {
                    setConfirming(false)
                    void act('send', () => sendNewsletter(id, {}), 'Versand gestartet.')
                  }}
                >
                  Ja, jetzt senden
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
            <Button
              size="small"
              margin={false}
              disabled={busy !== null}
              onClick={() => setConfirming(true)}
            >
              Jetzt senden…
            </Button>
          )}
          <p style={{ margin: 0, fontSize: 12, color: 'var(--theme-elevation-600)' }}>
            Redaktion und Admins dürfen eine Ausgabe an alle bestätigten Abonnenten der Zielgruppe
            senden. Status, Zähler und Versandzeit schreibt nur der Versand.
          </p>
          <div style={{ display: 'grid', gap: 4 }}>
            <span>Oder planen für (Berliner Zeit)</span>
            <DatePicker
              id="newsletter-schedule-at"
              value={at ?? undefined}
              onChange={(value) => setAt(value ?? null)}
              pickerAppearance="dayAndTime"
              displayFormat={DATE_TIME_FORMAT}
              timeFormat="HH:mm"
              timeIntervals={1}
              minDate={new Date()}
              placeholder="TT.MM.JJJJ HH:MM"
            />
          </div>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy !== null || !at}
            onClick={() =>
              at &&
              act(
                'schedule',
                () => sendNewsletter(id, { at: at.toISOString() }),
                'Versand geplant.',
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
            act('retry', () => retryNewsletter(id), 'Fehlgeschlagene werden erneut gesendet.')
          }
        >
          Fehlgeschlagene erneut senden
        </Button>
      ) : null}
      <p
        role="status"
        data-testid="newsletter-action-result"
        style={{ margin: 0, color: said && !said.ok ? 'var(--theme-error-500)' : undefined }}
      >
        {said?.text ?? ''}
      </p>
    </div>
  )
}
