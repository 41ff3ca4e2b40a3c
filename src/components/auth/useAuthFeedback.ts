'use client'

import { useTranslations } from 'next-intl'

import { toast } from '@/components/ui/toast'
import type { JsonCallResult } from '@/lib/api/contract/fetchJson'

/**
 * Shows the toast for a failed account call: `title` with the API's German
 * message, or the generic 'Fehler' / 'Ein Fehler ist aufgetreten…' when the server did not
 * send one (network failure, 5xx).
 */
export function useAuthFailureToast(): (
  title: string,
  result: Extract<JsonCallResult<unknown>, { ok: false }>,
) => void {
  const t = useTranslations('Auth')
  return (title, result) => {
    if (result.message) toast({ title, description: result.message, variant: 'destructive' })
    else toast({ title: t('errorTitle'), description: t('errorGeneric'), variant: 'destructive' })
  }
}
