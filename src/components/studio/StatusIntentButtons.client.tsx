'use client'

import { PublishButton, SaveDraftButton, useForm } from '@payloadcms/ui'
import type { PublishButtonClientProps, SaveDraftButtonClientProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * Records in the form which save the editor chose: the form's `_status` becomes
 * `published` when "Veröffentlichen" is pressed and `draft` for "Entwurf speichern".
 * Payload sends that status with the request anyway; in the form it also reaches the
 * re-validation Payload runs while the editor fixes a refused save, so the field checks
 * that depend on it (text, category and author are required only when publishing) keep
 * marking what the server refused instead of judging the fields as a draft.
 */
function StatusIntent({
  status,
  children,
}: {
  status: 'draft' | 'published'
  children: ReactNode
}) {
  const { dispatchFields, getField } = useForm()
  const record = () => {
    if (getField('_status')?.value !== status)
      dispatchFields({ type: 'UPDATE', path: '_status', value: status })
  }
  return (
    <div style={{ display: 'contents' }} onClickCapture={record}>
      {children}
    </div>
  )
}

/** Payload's "Veröffentlichen" button, recording the intent to publish (see StatusIntent). */
export function PublishWithIntentButton(props: PublishButtonClientProps) {
  return (
    <StatusIntent status="published">
      <PublishButton {...props} />
    </StatusIntent>
  )
}

/** Payload's "Entwurf speichern" button, recording the intent to save a draft. */
export function SaveDraftWithIntentButton(props: SaveDraftButtonClientProps) {
  return (
    <StatusIntent status="draft">
      <SaveDraftButton {...props} />
    </StatusIntent>
  )
}
