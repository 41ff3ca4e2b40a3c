'use client'

import { useEffect, useRef, useState } from 'react'

import { takeLinkToken } from '@/lib/auth/client/linkToken'

/**
 * The token of the account link that opened this page, read once after mounting and
 * then removed from the address bar. `undefined` until read, `null` when there is none.
 */
export function useLinkToken(): string | null | undefined {
  const taken = useRef<string | null | undefined>(undefined)
  const [token, setToken] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (taken.current === undefined) taken.current = takeLinkToken()
    setToken(taken.current)
  }, [])
  return token
}

/**
 * Runs `effect` once when `ready` becomes true, even under React's development double
 * effects: one-time links must be redeemed exactly once.
 */
export function useOnce(ready: boolean, effect: () => void | Promise<void>): void {
  const done = useRef(false)
  useEffect(() => {
    if (!ready || done.current) return
    done.current = true
    void effect()
  })
}
