'use client'

import { useTranslations } from 'next-intl'

/** What a failed API call left for the screen: its error code and the server's message. */
export type ApiFailure = { code?: string | null; message?: string | null }

/**
 * Returns a function giving the text to show for a failed product API call: the reader's
 * catalogue text for the answer's `code` (`ApiErrors.<code>`, in every catalogue for every
 * code of `lib/api/errorCodes`), else the server's (German) `message`, else null (the
 * screen then shows its own generic text). Codes outside the catalogue (a newer server)
 * fall back to the message.
 */
export function useApiErrorText(): (failure: ApiFailure | null | undefined) => string | null {
  const t = useTranslations('ApiErrors')
  return (failure) => {
    const code = failure?.code
    if (code && t.has(code as Parameters<typeof t>[0])) return t(code as Parameters<typeof t>[0])
    return failure?.message ?? null
  }
}
