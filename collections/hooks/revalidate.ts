import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { articleTag, CACHE_TAGS } from '@/lib/cache/tags'

type AnyDoc = { id: number | string }
const skip = (req: PayloadRequest) => Boolean(req.context?.disableRevalidate)

/** Articles changed: drop the article lists and that article's own cache entry. */
export const revalidateArticle: CollectionAfterChangeHook<AnyDoc> &
  CollectionAfterDeleteHook<AnyDoc> = ({ doc, req }) => {
  if (!skip(req)) revalidateTags([CACHE_TAGS.articles, articleTag(doc.id), CACHE_TAGS.categories])
  return doc
}

/** Categories changed: header links, sidebar counts and category pages. */
export const revalidateCategory: CollectionAfterChangeHook<AnyDoc> &
  CollectionAfterDeleteHook<AnyDoc> = ({ doc, req }) => {
  if (!skip(req)) revalidateTags([CACHE_TAGS.categories, CACHE_TAGS.articles])
  return doc
}

/** Static pages changed. */
export const revalidatePage: CollectionAfterChangeHook<AnyDoc> &
  CollectionAfterDeleteHook<AnyDoc> = ({ doc, req }) => {
  if (!skip(req)) revalidateTags([CACHE_TAGS.pages])
  return doc
}

/** UI strings changed (studio corrections or a translation run): every page's messages. */
export const revalidateUiStrings: CollectionAfterChangeHook<AnyDoc> &
  CollectionAfterDeleteHook<AnyDoc> = ({ doc, req }) => {
  if (!skip(req)) revalidateTags([CACHE_TAGS.uiStrings])
  return doc
}

/** Audio jobs changed: the article pages' audio players. */
export const revalidateAudio: CollectionAfterChangeHook<AnyDoc> &
  CollectionAfterDeleteHook<AnyDoc> = ({ doc, req }) => {
  if (!skip(req)) revalidateTags([CACHE_TAGS.audio])
  return doc
}
