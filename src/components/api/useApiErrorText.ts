'use client'

import { useLocale, useMessages, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/** What a failed API call left for the screen: its error code and the server's message. */
export type ApiFailure = { code?: string | null; message?: string | null }

/** Flat `ApiErrors.<code>` → text map of `GET /api/ui-strings/{locale}?namespace=ApiErrors`. */
type LoadedTexts = Record<string, string>

/** The texts per locale, asked for once per page load (a failed request is asked again). */
const requests = new Map<string, Promise<LoadedTexts | null>>()

function loadApiErrorTexts(locale: string): Promise<LoadedTexts | null> {
  let request = requests.get(locale)
  if (!request) {
    // Past the browser's cache: a second request for the same address while the first is
    // still being written to it can wait there for many seconds.
    request = fetch(`/api/ui-strings/${locale}?namespace=ApiErrors`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<LoadedTexts>) : null))
      .catch(() => null)
      .then((texts) => {
        if (!texts) requests.delete(locale)
        return texts
      })
    requests.set(locale, request)
  }
  return request
}

/** Runs `work` when the browser is idle (after the page has loaded and painted). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 5000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(work, 2000)
  return () => window.clearTimeout(id)
}

/**
 * Returns a function giving the text to show for a failed product API call: the reader's
 * catalogue text for the answer's `code` (`ApiErrors.<code>`, in every catalogue for every
 * code of `lib/api/errorCodes`), else the server's (German) `message`, else null (the
 * screen then shows its own generic text). Codes outside the catalogue (a newer server)
 * fall back to the message.
 *
 * The account and dentists' areas hand their forms the whole `ApiErrors` namespace with
 * the page. The reading pages do not (8 KB on every page view for a form most readers
 * never send; docs/performance.md): there the texts are asked for once per page load when
 * the browser is idle (`GET /api/ui-strings/{locale}?namespace=ApiErrors`, a plain
 * `fetch`: pages without an article load no data-fetching library), and until they arrive
 * the server's message stands in.
 */
export function useApiErrorText(): (failure: ApiFailure | null | undefined) => string | null {
  const t = useTranslations('ApiErrors')
  const locale = useLocale()
  const withPage = Boolean((useMessages() as Record<string, unknown>).ApiErrors)
  const [loaded, setLoaded] = useState<LoadedTexts | null>(null)
  useEffect(() => {
    if (withPage) return undefined
    let current = true
    const cancel = whenIdle(() => {
      void loadApiErrorTexts(locale).then((texts) => current && texts && setLoaded(texts))
    })
    return () => {
      current = false
      cancel()
    }
  }, [withPage, locale])
  return (failure) => {
    const code = failure?.code
    if (code && withPage && t.has(code as Parameters<typeof t>[0]))
      return t(code as Parameters<typeof t>[0])
    if (code && loaded?.[`ApiErrors.${code}`]) return loaded[`ApiErrors.${code}`]!
    return failure?.message ?? null
  }
}
