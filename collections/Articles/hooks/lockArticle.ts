import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook } from 'payload'

import { runSql } from '@/lib/db/executor'

/** Namespace of the advisory locks taken on articles (first key of `pg_advisory_xact_lock(int, int)`). */
const ARTICLE_LOCK_NAMESPACE = 7001

/**
 * Serialises saves of one article: takes a PostgreSQL advisory lock on its id in the
 * operation's transaction (released at commit). Payload saves a localized document by
 * reading and writing every locale, so a translation job and an editor saving the same
 * article at the same moment would otherwise overwrite each other's language.
 */
export const lockArticle: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const id = (args as { id?: number | string }).id
  if (operation === 'update' && id !== undefined && req.transactionID) {
    await runSql(
      req.payload,
      sql`select pg_advisory_xact_lock(${ARTICLE_LOCK_NAMESPACE}, ${Number(id)})`,
      req,
    )
  }
  return args
}
