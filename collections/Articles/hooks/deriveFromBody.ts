import type { CollectionBeforeChangeHook } from 'payload'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { readingTimeMinutes } from '@/lib/articles/readingTime'

/** Computes `readingTimeMinutes` from the body of the locale being saved. */
export const deriveFromBody: CollectionBeforeChangeHook = ({ data }) => {
  const body = data.body as SerializedEditorState | undefined
  if (body?.root) {
    data.readingTimeMinutes = readingTimeMinutes(convertLexicalToPlaintext({ data: body }))
  }
  return data
}
