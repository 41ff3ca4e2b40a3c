'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { useCurrentToast } from './toast'

const ToastArea = dynamic(() => import('./ToastArea.client').then((m) => m.ToastArea), {
  ssr: false,
})

/**
 * The toaster of every journal page. The toast area's code (Radix Toast) is loaded when
 * the first toast of the visit appears, not with the page: most readers never see one, and
 * the reading pages stay light. It stays mounted afterwards so later toasts replace the
 * visible one in place.
 */
export function Toaster() {
  const message = useCurrentToast()
  const [needed, setNeeded] = useState(false)
  // Remembered during render (React's pattern for state derived from a change).
  if (message && !needed) setNeeded(true)
  return needed || message ? <ToastArea /> : null
}
