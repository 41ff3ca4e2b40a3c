import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { articleTag, CACHE_TAGS } from '@/lib/cache/tags'

type AnyDoc = { id: number | string; _status?: 'draft' | 'published' | null }

/** One hook usable as `afterChange` and `afterDelete`. */
type RevalidateHook = CollectionAfterChangeHook<AnyDoc> & CollectionAfterDeleteHook<AnyDoc>

/**
 * Whether a save is visible to readers. With drafts enabled, readers see a document only
 * when it is published: a save matters when the document is published now or was before
 * (it was just unpublished). A draft of a never-published document changes nothing a
 * reader sees. Collections without drafts (no `_status`) always count. Deletes always count.
 */
export function readersSeeIt(doc: AnyDoc, previousDoc: AnyDoc | undefined): boolean {
  if (doc._status === undefined) return true
  return doc._status === 'published' || previousDoc?._status === 'published'
}

/**
 * A hook that expires the cache tags `tagsOf(doc)` after a document is created, saved or
 * deleted, except for draft-only saves (see `readersSeeIt`) and when the request context
 * sets `disableRevalidate` (the seed, and bulk jobs that expire their tag once at the end).
 */
export function revalidateHook(tagsOf: (doc: AnyDoc) => readonly string[]): RevalidateHook {
  return (args: { doc: AnyDoc; previousDoc?: AnyDoc; req: PayloadRequest }) => {
    const { doc, previousDoc, req } = args
    if (req.context?.disableRevalidate) return doc
    if (readersSeeIt(doc, previousDoc)) revalidateTags(tagsOf(doc))
    return doc
  }
}

/** Articles changed: the article lists, that article's own cache entry and category counts. */
export const revalidateArticle = revalidateHook((doc) => [
  CACHE_TAGS.articles,
  articleTag(doc.id),
  CACHE_TAGS.categories,
])

/** Categories changed: header links, sidebar counts and category pages. */
export const revalidateCategory = revalidateHook(() => [CACHE_TAGS.categories, CACHE_TAGS.articles])

/** Static pages changed. */
export const revalidatePage = revalidateHook(() => [CACHE_TAGS.pages])
/** Dentist profiles: the search's specialty list (`getSpecialtyOptions`). */
export const revalidateProfiles = revalidateHook(() => [CACHE_TAGS.profiles])

/** UI strings changed (studio corrections or a translation run): every page's messages. */
export const revalidateUiStrings = revalidateHook(() => [CACHE_TAGS.uiStrings])

/** Audio jobs changed: the article pages' audio players. */
export const revalidateAudio = revalidateHook(() => [CACHE_TAGS.audio])
