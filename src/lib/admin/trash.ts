import type { CollectionAfterChangeHook, Payload } from 'payload'

import { afterResponse } from '@/lib/server/afterResponse'
import { asServer } from '@/lib/payload/readAs'

/** Days a deleted article or page stays in the studio's trash ("Papierkorb") before it is purged. */
export const TRASH_DAYS = 30

/** The collections with a trash: deleting moves a document there, restoring brings it back. */
export const TRASHED_COLLECTIONS = ['articles', 'pages'] as const

/**
 * Deletes for good every article and page that has been in the trash for more than
 * TRASH_DAYS at `now` (Payload's delete: an article takes its quiz and jobs along, as a
 * delete from the studio does). Returns how many documents were purged per collection.
 */
export async function purgeExpiredTrash(
  payload: Payload,
  now = new Date(),
): Promise<Record<(typeof TRASHED_COLLECTIONS)[number], number>> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const purged = { articles: 0, pages: 0 }
  for (const collection of TRASHED_COLLECTIONS) {
    const { docs } = await payload.delete({
      collection,
      where: { deletedAt: { less_than: cutoff } },
      trash: true,
      ...asServer('Trash purge job: the server acts as itself, no user.'),
    })
    purged[collection] = docs.length
  }
  return purged
}

/**
 * After a document moves to the trash, the trash is emptied of everything older than
 * TRASH_DAYS, once the response is sent (errors are logged). Deleting is what editors do
 * daily, so the purge needs no timer of its own.
 */
export const purgeTrashAfterDelete: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (doc?.deletedAt && !previousDoc?.deletedAt)
    afterResponse('trash:purge', async () => {
      const purged = await purgeExpiredTrash(req.payload)
      if (purged.articles || purged.pages)
        req.payload.logger.info(
          `trash: purged ${purged.articles} article(s) and ${purged.pages} page(s) older than ${TRASH_DAYS} days`,
        )
    })
  return doc
}
