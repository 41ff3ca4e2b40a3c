'use client'

import { useAllFormFields, useFormProcessing, useFormSubmitted } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** How often a refused field's message is put back before the form's own checks decide. */
const MAX_RESTORES = 2

type Refused = { message: string; value: string; restores: number }

/** A comparable form of a field value (text, relationship id or rich-text tree). */
const valueKey = (value: unknown): string => JSON.stringify(value ?? null)

/**
 * Keeps the server's refusal at its fields. When the server refuses a save or a publish, it
 * names the invalid fields (`{ path, message }`) and Payload's form marks them. But a
 * re-validation the form had sent before the click (the editor typed, then pressed
 * "Veröffentlichen" within a second) answers after the refusal and clears the marks again,
 * since it was sent unchecked. So each refused field keeps its message until its value
 * changes or a save succeeds: a message cleared while the value is unchanged is put back
 * (at most MAX_RESTORES times, so a check the form itself cannot repeat, such as a
 * duplicate URL, cannot make the form re-validate forever).
 *
 * Renders nothing; mount it inside a document form
 * (`admin.components.edit.beforeDocumentControls`).
 */
export function KeepRefusedFieldErrors(): null {
  const [fields, dispatchFields] = useAllFormFields()
  const processing = useFormProcessing()
  const submitted = useFormSubmitted()
  const wasProcessing = useRef(false)
  const awaitingRefusal = useRef(false)
  const refused = useRef(new Map<string, Refused>())

  useEffect(() => {
    if (processing) {
      wasProcessing.current = true
      return
    }
    // A submit has just ended: a refused one (`submitted` stays set) names its fields in the
    // same or a following update of the form; a successful one forgets the last refusal.
    if (wasProcessing.current) {
      wasProcessing.current = false
      refused.current = new Map()
      awaitingRefusal.current = submitted
    }
    if (awaitingRefusal.current) {
      for (const [path, field] of Object.entries(fields))
        if (field.valid === false && field.errorMessage)
          refused.current.set(path, {
            message: field.errorMessage,
            value: valueKey(field.value),
            restores: 0,
          })
      if (refused.current.size > 0) awaitingRefusal.current = false
      return
    }
    // A refused field whose mark went away with its value unchanged gets its message back.
    const lost: { path: string; message: string }[] = []
    for (const [path, entry] of refused.current) {
      const field = fields[path]
      if (!field || valueKey(field.value) !== entry.value || entry.restores >= MAX_RESTORES)
        refused.current.delete(path)
      else if (field.valid !== false) {
        entry.restores += 1
        lost.push({ path, message: entry.message })
      }
    }
    if (lost.length > 0) dispatchFields({ type: 'ADD_SERVER_ERRORS', errors: lost })
  }, [processing, submitted, fields, dispatchFields])

  return null
}
