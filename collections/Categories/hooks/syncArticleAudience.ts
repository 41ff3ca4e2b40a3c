import type { CollectionAfterChangeHook } from 'payload'

import type { Category } from '@payload-types'

import { asServer } from '@/lib/payload/readAs'

/**
 * When a category's audience changes, its articles follow (their `deriveAudience` hook
 * recomputes audience and the premium switch), so the premium gate never works from a
 * stale audience.
 */
export const syncArticleAudience: CollectionAfterChangeHook<Category> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.audience === doc.audience) return doc
  await req.payload.update({
    collection: 'articles',
    where: { category: { equals: doc.id } },
    data: { audience: doc.audience },
    ...asServer(
      "Hook: the server carries the category's audience over to its articles, drafts included.",
    ),
    req,
  })
  return doc
}
