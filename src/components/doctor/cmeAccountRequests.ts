import { useSWRConfig } from 'swr'

import type { ApiFailure } from '@/components/api/useApiErrorText'
import { DOCTOR_STATS_KEY } from '@/lib/api/contract/cme'
import { CME_CERTIFICATES_KEY, CME_PERIOD_KEY } from '@/lib/api/contract/cmeAccount'

/**
 * Sends a form or JSON to the CME account API: null on success, else the answer's
 * `{ code, message }` (empty when the server could not be reached or sent no JSON).
 */
export async function send(
  url: string,
  method: string,
  body?: FormData | object,
): Promise<ApiFailure | null> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {},
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  }).catch(() => null)
  if (res?.ok) return null
  return ((await res?.json().catch(() => null)) as ApiFailure | null) ?? {}
}

/** Reloads everything the account's numbers appear in. */
export function useReload() {
  const { mutate } = useSWRConfig()
  return () =>
    Promise.all([mutate(CME_PERIOD_KEY), mutate(CME_CERTIFICATES_KEY), mutate(DOCTOR_STATS_KEY)])
}
