/**
 * Contract of the studio's first save of a new document through Payload's REST API: the
 * draft an article or page becomes as soon as the editor has typed its title (the studio
 * saves it without a button, see `src/components/studio/UnsavedWorkGuard.client.tsx`).
 * Staff only (the collection's `create` rule); a refused draft answers Payload's 400 with
 * the fields' errors.
 */
import { PAYLOAD_API_ROUTE } from '@/lib/payload/routes'

import { postJson, type JsonCallResult } from './fetchJson'

/** Payload's answer to a created draft: the document (only its id is used) and a message. */
export type DraftCreatedAnswer = { doc: { id: number | string }; message?: string }

/** Path that creates a draft of `collection` in content language `locale` (no fallback). */
const draftCreatePath = (collection: string, locale: string) =>
  `${PAYLOAD_API_ROUTE}/${encodeURIComponent(collection)}?draft=true&depth=0&fallback-locale=null&locale=${encodeURIComponent(locale)}`

/**
 * Creates a draft of `collection` in `locale` from the editor's form values `data` (as the
 * form holds them: ids for relations, Lexical JSON for rich text); `_status` is always
 * `draft`, whatever `data` says.
 */
export function createDraft(
  collection: string,
  locale: string,
  data: Record<string, unknown>,
): Promise<JsonCallResult<DraftCreatedAnswer>> {
  return postJson<DraftCreatedAnswer>(draftCreatePath(collection, locale), {
    ...data,
    _status: 'draft',
  })
}
