import { toast } from '@payloadcms/ui'

import type { JsonCallResult } from '@/lib/api/contract/fetchJson'
import type { ArticleTranslateAnswer } from '@/lib/api/contract/studioArticles'

import { translationFeedback, type TranslationFeedback } from './translationFeedback'

/**
 * Says the outcome of "Übersetzen" in the studio's toasts (`translationFeedback`'s words, or
 * the server's error). Returns the feedback, or null when the request failed.
 */
export function toastTranslation(
  result: JsonCallResult<ArticleTranslateAnswer>,
): TranslationFeedback | null {
  if (!result.ok) {
    toast.error(result.message ?? 'Übersetzung konnte nicht gestartet werden')
    return null
  }
  const said = translationFeedback(result.data)
  if (said.started) toast.success(said.started)
  if (said.refused) toast.error(said.refused)
  return said
}
