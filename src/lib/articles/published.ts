import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/**
 * True when the article exists and is published (`_status` published: what the public
 * sees). Drafts, unpublished and unknown ids are false alike, so callers can answer them
 * with the same 404. Uncached: one count query.
 */
export async function isPublishedArticle(payload: Payload, articleId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'articles',
    where: { and: [{ id: { equals: articleId } }, { _status: { equals: 'published' } }] },
    ...asServer('Counts published articles only: the public answer, the same for every reader.'),
  })
  return totalDocs > 0
}
