import type { CollectionBeforeOperationHook, Where } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'
import { studioArticleIds } from '@/lib/search/studioArticleSearch'

/** The fields the studio's list search box looks in (Payload's `listSearchableFields`). */
export const ARTICLE_LIST_SEARCH_FIELDS = ['title', 'slug', 'authorName'] as const

/**
 * The text of the list search box when `where` holds its clause: Payload's list view turns
 * the box into `{ or: [{ title: { like } }, { slug: { like } }, { authorName: { like } }] }`
 * (one entry per ARTICLE_LIST_SEARCH_FIELDS, same text), on its own or inside an `and`.
 */
function searchClause(where: Where | undefined): Where[] | null {
  if (!where) return null
  const or = where.or
  if (Array.isArray(or) && or.length === ARTICLE_LIST_SEARCH_FIELDS.length) {
    const texts = ARTICLE_LIST_SEARCH_FIELDS.map((field, i) => {
      const condition = or[i]?.[field] as { like?: unknown } | undefined
      return typeof condition?.like === 'string' ? condition.like : null
    })
    if (texts[0] !== null && texts.every((t) => t === texts[0])) return or
  }
  if (Array.isArray(where.and))
    for (const part of where.and) {
      const found = searchClause(part)
      if (found) return found
    }
  return null
}

/**
 * The studio's article search finds text, not only titles: when a staff member's read
 * carries the list search box's clause, the articles whose title, abstract or body match
 * the words (full-text, any language, see `studioArticleIds`) are added to that `or`, so
 * the box still finds slugs and author names as before.
 */
export const searchFullText: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'read' || !isStaffUser(req.user)) return args
  const clause = searchClause((args as { where?: Where }).where)
  if (!clause) return args
  const text = (clause[0]!.title as { like: string }).like
  const ids = await studioArticleIds(req.payload, text)
  if (ids.length) clause.push({ id: { in: ids } })
  return args
}
