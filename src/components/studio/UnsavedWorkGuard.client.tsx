'use client'

import { Button, LeaveWithoutSaving, useDocumentInfo, useEditDepth, useForm } from '@payloadcms/ui'
import { hasDraftValidationEnabled } from 'payload/shared'

import { formatStudioDateTime } from '@/lib/admin/studioDate'

import { copyExcerpt } from './localCopy'
import { useDraftOnFirstChange } from './useDraftOnFirstChange'
import { useLocalCopy } from './useLocalCopy'

/**
 * Nothing an editor types is lost (`admin.components.edit.beforeDocumentControls` of
 * articles and pages):
 * - a new document becomes a draft at the first pause once it has a title
 *   (`useDraftOnFirstChange`); from then on Payload's autosave keeps it every few seconds;
 * - the browser keeps a copy of unsaved text (`useLocalCopy`), which survives a reload or a
 *   crashed tab and is offered back here ("Wiederherstellen" / "Verwerfen") with the time it
 *   was taken, in Berlin time;
 * - leaving the page while changes are unsaved asks first (Payload's "leave without saving"
 *   question, which Payload switches off for collections with autosave).
 */
export function UnsavedWorkGuard() {
  // Only on the page's own document: a document opened in a drawer (a new article from a
  // relationship's "+") is saved by its drawer and must not move the page.
  return useEditDepth() > 1 ? null : <PageDocumentGuard />
}

/** `UnsavedWorkGuard` for the document of the page. */
function PageDocumentGuard() {
  const { id, isTrashed, docConfig } = useDocumentInfo()
  const { isValid } = useForm()
  const { offer, restore, discard, moveTo } = useLocalCopy()
  useDraftOnFirstChange(moveTo)
  // Payload's autosave asks the same itself for a saved document whose validated draft is invalid.
  const validatesDrafts = docConfig ? hasDraftValidationEnabled(docConfig) : false
  const payloadAsks = Boolean(id) && !isTrashed && !isValid && validatesDrafts

  return (
    <>
      {payloadAsks || isTrashed ? null : <LeaveWithoutSaving />}
      {offer ? (
        <div
          role="alert"
          data-testid="local-copy-offer"
          style={{
            position: 'fixed',
            right: 24,
            bottom: 24,
            zIndex: 60,
            maxWidth: 420,
            padding: 16,
            background: 'var(--theme-elevation-0)',
            border: '2px solid var(--theme-warning-500)',
            borderRadius: 6,
            boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)',
            fontSize: 14,
          }}
        >
          <strong>Ungespeicherter Text gefunden</strong>
          <p style={{ margin: '6px 0' }}>
            Dieser Browser hat am {formatStudioDateTime(new Date(offer.savedAt))} Text aufbewahrt,
            der noch nicht gespeichert war:
          </p>
          <p style={{ margin: '6px 0', fontStyle: 'italic' }}>„{copyExcerpt(offer)}“</p>
          <div style={{ display: 'flex', gap: 8, marginTop: 10 }}>
            <Button
              buttonStyle="primary"
              size="small"
              margin={false}
              onClick={() => void restore()}
            >
              Wiederherstellen
            </Button>
            <Button buttonStyle="secondary" size="small" margin={false} onClick={discard}>
              Verwerfen
            </Button>
          </div>
        </div>
      ) : null}
    </>
  )
}
