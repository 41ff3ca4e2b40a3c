'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the studio's Live Preview frame: tells the studio the page is ready and renders the
 * page anew (`router.refresh()`) whenever the studio reports a save. Messages are taken only
 * from this site's own origin. Renders nothing; outside a frame it does nothing.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const data = event.data as { type?: string } | null
      if (data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
