'use client'

import { useEffect, useRef, useState } from 'react'

/** Reads `#export=…` from the address and removes it from the address bar. */
function takeExportLink(): string | null {
  const url = new URL(window.location.href)
  const found = new URLSearchParams(url.hash.slice(1)).get('export')
  if (found) {
    url.hash = ''
    window.history.replaceState(window.history.state, '', url.pathname + url.search)
  }
  return found
}

/**
 * What the address's `#export=…` says on `/account/security`: `queued` after the export
 * route handed a large account's export to the job, a token when the mailed link of a
 * prepared export opened the page; null without one, undefined until read after mounting.
 * The fragment is then removed from the address bar, so the token does not stay in the
 * browser history (read once, as `useLinkToken` reads its token).
 */
export function useExportLink(): string | null | undefined {
  const taken = useRef<string | null | undefined>(undefined)
  const [value, setValue] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (taken.current === undefined) taken.current = takeExportLink()
    setValue(taken.current)
  }, [])
  return value
}
