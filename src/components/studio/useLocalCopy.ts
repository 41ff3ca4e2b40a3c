'use client'

import {
  useAllFormFields,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
} from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  copyWorthOffering,
  localCopyKey,
  markJustCreated,
  pruneLocalCopies,
  readLocalCopy,
  removeLocalCopy,
  takeJustCreated,
  writeLocalCopy,
  type LocalCopy,
} from './localCopy'
import { rememberFieldFocus, returnFieldFocus } from './fieldFocus'

/** Pause (ms) after a change before the browser's copy is rewritten. */
const COPY_DELAY_MS = 250

/** What `useLocalCopy` gives the editor's screen. */
export type LocalCopyState = {
  /** A copy holding text the saved document lacks, kept from an earlier visit; else null. */
  offer: LocalCopy | null
  /** Puts the offered copy's values into the form (marked as changed, so autosave keeps them). */
  restore: () => Promise<void>
  /** Forgets the offered copy. */
  discard: () => void
  /**
   * Moves the copy of a new document to the id its first save gave it, and notes the field
   * being typed in, which gets the focus back on the document's page (`fieldFocus.ts`).
   */
  moveTo: (id: number | string) => void
}

/**
 * Keeps the browser's copy of the form (`localCopy.ts`) while it has unsaved changes: a
 * quarter second after each change and when the page is left, and offers a kept copy back
 * when the document opens, if it holds text the saved version lacks and was taken after the
 * last save (`copyWorthOffering`); a copy the server already holds is removed silently.
 */
export function useLocalCopy(): LocalCopyState {
  const { id, collectionSlug, data } = useDocumentInfo()
  const { code: locale } = useLocale()
  const [fields] = useAllFormFields()
  const modified = useFormModified()
  const { getData, reset, setModified } = useForm()
  const [offer, setOffer] = useState<LocalCopy | null>(null)
  const movedTo = useRef<number | string | null>(null)
  const decidedFor = useRef<string | null>(null)

  const key = collectionSlug ? localCopyKey(collectionSlug, id, locale) : null
  const savedAt = (data as { updatedAt?: string } | undefined)?.updatedAt

  const putBack = useCallback(
    async (copy: LocalCopy) => {
      await reset(copy.data)
      setModified(true)
    },
    [reset, setModified],
  )

  // On arrival (and when the document or language changes): offer a kept copy, or forget it.
  // A saved document is compared with its saved data (the form may still hold what was typed
  // on the way here); text typed while this screen's first save was opening the document is
  // put back at once.
  useEffect(() => {
    if (!collectionSlug || !key || decidedFor.current === key) return
    decidedFor.current = key
    pruneLocalCopies(Date.now())
    const saved = id ? ((data ?? {}) as Record<string, unknown>) : getData()
    const copy = readLocalCopy(key)
    const worth = copy !== null && copyWorthOffering(copy, saved, id ? savedAt : null)
    if (copy && !worth) removeLocalCopy(key)
    const justCreated = id !== undefined && takeJustCreated(key)
    const typedOnTheWay = worth && justCreated
    // The field the editor was typing in gets its focus back (after the text is put back).
    if (typedOnTheWay) void putBack(copy).then(() => returnFieldFocus(key))
    else if (justCreated) returnFieldFocus(key)
    setOffer(worth && !typedOnTheWay ? copy : null)
    // A new document's copy that this saved document now holds (first saved by a button).
    const newKey = localCopyKey(collectionSlug, undefined, locale)
    const newCopy = id ? readLocalCopy(newKey) : null
    if (newCopy && !copyWorthOffering(newCopy, saved)) removeLocalCopy(newKey)
  }, [collectionSlug, key, getData, id, data, savedAt, locale, putBack])

  // Writes to the document's key; a new document's first save moves it (`moveTo`).
  const keep = useCallback(() => {
    if (!collectionSlug) return
    const target = localCopyKey(collectionSlug, id ?? movedTo.current ?? undefined, locale)
    writeLocalCopy(target, { savedAt: Date.now(), data: getData() })
  }, [collectionSlug, id, locale, getData])

  // While changes are unsaved: rewrite the copy after each change, and once more on leaving.
  useEffect(() => {
    if (!modified) return
    const timer = setTimeout(keep, COPY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [fields, modified, keep])
  useEffect(() => {
    if (!modified) return
    window.addEventListener('pagehide', keep)
    return () => window.removeEventListener('pagehide', keep)
  }, [modified, keep])

  const restore = useCallback(async () => {
    if (!offer) return
    setOffer(null)
    await putBack(offer)
  }, [offer, putBack])

  const discard = useCallback(() => {
    if (key) removeLocalCopy(key)
    setOffer(null)
  }, [key])

  const moveTo = useCallback(
    (newId: number | string) => {
      if (!collectionSlug) return
      const copy = { savedAt: Date.now(), data: getData() }
      const newKey = localCopyKey(collectionSlug, newId, locale)
      writeLocalCopy(newKey, copy)
      markJustCreated(newKey)
      rememberFieldFocus(newKey)
      removeLocalCopy(localCopyKey(collectionSlug, undefined, locale))
      movedTo.current = newId
    },
    [collectionSlug, getData, locale],
  )

  return { offer, restore, discard, moveTo }
}
