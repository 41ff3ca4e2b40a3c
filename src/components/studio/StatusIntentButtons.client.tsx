'use client'

import {
  Button,
  PublishButton,
  SaveDraftButton,
  useDocumentInfo,
  useForm,
  useModal,
} from '@payloadcms/ui'
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

/**
 * Payload's publish button, recording the intent to publish (see StatusIntent), labelled
 * "Veröffentlichen" while the document has never been published (Payload says "Änderungen
 * veröffentlichen" for every document), and with "Planen…" beside it once the document is
 * saved: it opens Payload's "Veröffentlichung planen" drawer (which the publish button renders
 * while its modal is open), otherwise hidden in the button's menu.
 */
export function PublishWithIntentButton(props: PublishButtonClientProps) {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { toggleModal } = useModal()
  return (
    <>
      {id ? (
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          id="action-plan-publish"
          onClick={() => toggleModal(`schedule-publish-${id}`)}
        >
          Planen…
        </Button>
      ) : null}
      <StatusIntent status="published">
        <PublishButton {...props} label={hasPublishedDoc ? undefined : 'Veröffentlichen'} />
      </StatusIntent>
    </>
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
