import type { FieldHook } from 'payload'

import { slugFromTitle } from '@/lib/articles/slug'

/**
 * When an article is created its slug is made from the title. An explicit
 * slug given by the editor wins; an update never changes an existing slug.
 */
export const generateSlug: FieldHook = ({ value, data, operation, originalDoc }) => {
  if (typeof value === 'string' && value.trim()) return slugFromTitle(value)
  if (operation === 'create' || !originalDoc?.slug) {
    const title = typeof data?.title === 'string' ? data.title : ''
    return slugFromTitle(title) || undefined
  }
  return originalDoc.slug
}
