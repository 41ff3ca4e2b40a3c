import type { CollectionBeforeChangeHook } from 'payload'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { readingTimeMinutes } from '@/lib/articles/readingTime'

/**
 * Computes `readingTimeMinutes` (not localized) from the German body; saving a translation
 * (other locale, e.g. Japanese without spaces between words) leaves it alone.
 */
export const deriveFromBody: CollectionBeforeChangeHook = ({ data, req }) => {
  const body = data.body as SerializedEditorState | undefined
  if (body?.root && (req.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE) {
    data.readingTimeMinutes = readingTimeMinutes(convertLexicalToPlaintext({ data: body }))
  }
  return data
}
