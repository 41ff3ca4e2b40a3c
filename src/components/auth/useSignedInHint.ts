'use client'

import { useSyncExternalStore } from 'react'

import { hasSignedInHint } from '@/lib/auth/signedInHint'

const noSubscription = () => () => {}

/**
 * Whether this browser holds a session, from the signed-in hint cookie (`signedInHint.ts`),
 * read on every render; null while rendering on the server and hydrating (not known yet),
 * so the cached pages' anonymous header is what the first paint shows.
 */
export function useSignedInHint(): boolean | null {
  return useSyncExternalStore(
    noSubscription,
    () => hasSignedInHint(document.cookie),
    () => null,
  )
}
