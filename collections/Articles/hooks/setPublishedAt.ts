import type { CollectionBeforeChangeHook } from 'payload'

/** Publishing without a date stamps `publishedAt` with now, so lists order it correctly. */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}
