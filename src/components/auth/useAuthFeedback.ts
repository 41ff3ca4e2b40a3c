'use client'

import { useTranslations } from 'next-intl'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { toast } from '@/components/ui/toast'
import type { JsonCallResult } from '@/lib/api/contract/fetchJson'

/**
 * Shows the toast for a failed account call: `title` with the reader's text for the
 * answer's error code (the server's German message when the catalogue has none), or the generic 'Fehler' / 'Ein Fehler ist aufgetreten…' when the server did not
 * send one (network failure, 5xx).
 */
export function useAuthFailureToast(): (
  title: string,
  result: Extract<JsonCallResult<unknown>, { ok: false }>,
) => void {
  const t = useTranslations('Auth')
  const errorText = useApiErrorText()
  return (title, result) => {
    const text = errorText(result)
    if (text) toast({ title, description: text, variant: 'destructive' })
    else toast({ title: t('errorTitle'), description: t('errorGeneric'), variant: 'destructive' })
  }
}

/**
 * The sentence for a failed account call, to show at its form: the reader's text for the
 * answer's error code (the server's German message when the catalogue has none), or the
 * generic 'Ein Fehler ist aufgetreten…' when the server did not send one.
 */
export function useAuthFailureText(): (
  result: Extract<JsonCallResult<unknown>, { ok: false }>,
) => string {
  const t = useTranslations('Auth')
  const errorText = useApiErrorText()
  return (result) => errorText(result) ?? t('errorGeneric')
}
