'use client'

import {
  useAllFormFields,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useFormModified,
  useFormProcessing,
  useFormSubmitted,
  useLocale,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { createDraft } from '@/lib/api/contract/studioDrafts'

/** Pause in the typing (ms) after which a new document's first draft is saved. */
const FIRST_DRAFT_DELAY_MS = 2000

/**
 * Saves a new document as a draft as soon as the editor has typed something and its title
 * (the one field every draft needs, e.g. `validateArticleTitle`): at the first pause of
 * 2 s, without a button, then opens the saved document, where Payload's autosave takes
 * over. Payload itself autosaves only documents that exist, and creates them on opening
 * only for collections whose drafts are not validated; the studio's articles are.
 *
 * Stays out of the way once the editor has pressed a save button (`submitted`: the form's own
 * save and its error marks are in charge) and while the form is sending. A refused draft is
 * tried again at the next change. `onCreated(id)` runs before the document opens (the local
 * copy moves to the new id).
 */
export function useDraftOnFirstChange(onCreated: (id: number | string) => void): void {
  const { id, collectionSlug, docConfig } = useDocumentInfo()
  const { code: locale } = useLocale()
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  const [fields] = useAllFormFields()
  const { getData } = useForm()
  const modified = useFormModified()
  const submitted = useFormSubmitted()
  const processing = useFormProcessing()
  const titleField = (docConfig?.admin as { useAsTitle?: string } | undefined)?.useAsTitle
  const title = useFormFields(([all]) => (titleField ? all[titleField]?.value : undefined))
  const router = useRouter()
  const sending = useRef(false)

  const ready =
    !id &&
    Boolean(collectionSlug) &&
    modified &&
    !submitted &&
    !processing &&
    typeof title === 'string' &&
    title.trim() !== ''

  useEffect(() => {
    if (!ready || !collectionSlug) return
    const timer = setTimeout(async () => {
      if (sending.current) return
      sending.current = true
      const result = await createDraft(collectionSlug, locale, getData())
      if (!result.ok) {
        sending.current = false
        return
      }
      const newId = result.data.doc.id
      onCreated(newId)
      router.replace(
        `${admin}/collections/${collectionSlug}/${encodeURIComponent(String(newId))}?locale=${encodeURIComponent(locale)}`,
      )
    }, FIRST_DRAFT_DELAY_MS)
    return () => clearTimeout(timer)
    // `fields` restarts the pause at every change.
  }, [ready, fields, collectionSlug, locale, getData, onCreated, router, admin])
}
