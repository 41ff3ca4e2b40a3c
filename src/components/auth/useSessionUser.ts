'use client'

import useSWR from 'swr'

import {
  fetchSessionUser,
  SESSION_USER_PATH,
  type SessionUserAnswer,
} from '@/lib/api/contract/auth'

import { announceSignedInHintChange, useSignedInHint } from './useSignedInHint'

/** SWR key of the signed-in user (`GET /api/auth/user`). */
export const SESSION_USER_KEY = SESSION_USER_PATH

export type SessionUser = SessionUserAnswer

/**
 * The signed-in user in the browser, or null. The user is asked for only when the
 * signed-in hint says a session exists, so visitors send no request; any error counts
 * as signed out. Cached 5 minutes, no retry
 * (signing in or out updates it at once). Shared by every component through SWR's key.
 */
export function useSessionUser(): {
  user: SessionUser | null
  /** The user is being asked for (only with a signed-in hint). */
  isLoading: boolean
  /** Whether the browser has decided: false on the server, while hydrating and loading. */
  isKnown: boolean
  mutate: (data?: SessionUser | null, options?: { revalidate?: boolean }) => Promise<unknown>
} {
  const hint = useSignedInHint()
  const { data, isLoading, mutate } = useSWR(hint ? SESSION_USER_KEY : null, fetchSessionUser, {
    dedupingInterval: 5 * 60 * 1000,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  return {
    user: data ?? null,
    isLoading,
    isKnown: hint !== null && !isLoading,
    // Every sign-in, verification and sign-out ends in this call: the hint cookie changed,
    // so the header and the other hint readers look again (and ask for the user).
    mutate: (...args) => {
      announceSignedInHintChange()
      return mutate(...args)
    },
  }
}
