'use client'

import { useSyncExternalStore } from 'react'

import { hasSignedInHint } from '@/lib/auth/signedInHint'

/** Window event fired after this page signed in or out, so hint readers read the cookie again. */
const HINT_CHANGED_EVENT = 'dj:signed-in-hint'

function subscribe(onChange: () => void): () => void {
  window.addEventListener(HINT_CHANGED_EVENT, onChange)
  return () => window.removeEventListener(HINT_CHANGED_EVENT, onChange)
}

/**
 * Tells every `useSignedInHint` on the page to read the hint cookie again: called after a
 * sign-in, a verification or a sign-out changed it (through `useSessionUser().mutate`), so
 * the header turns into the user menu at once instead of on the next page.
 */
export function announceSignedInHintChange(): void {
  window.dispatchEvent(new Event(HINT_CHANGED_EVENT))
}

/**
 * Whether this browser holds a session, from the signed-in hint cookie (`signedInHint.ts`);
 * null while rendering on the server and hydrating (not known yet), so the cached pages'
 * anonymous markup is what the server sends (CSS on `html[data-signed-in]` then shows a
 * hinted browser its skeletons as soon as the page is parsed).
 */
export function useSignedInHint(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => hasSignedInHint(document.cookie),
    () => null,
  )
}
