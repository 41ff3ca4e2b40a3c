import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { runSql } from './executor'

/** Namespace of the advisory locks taken on articles (first key of `pg_advisory_xact_lock(int, int)`). */
const ARTICLE_LOCK_NAMESPACE = 7001

/**
 * Runs `write` in a transaction that holds a PostgreSQL advisory lock on the article
 * (`pg_advisory_xact_lock`, released at commit). Payload saves a localized document by
 * reading and writing all its locales, so two translations of one article saved at the
 * same time (two languages, or two workers) would otherwise overwrite each other.
 */
export async function withArticleLock<T>(payload: Payload, articleId: number, write: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await runSql(payload, sql`select pg_advisory_xact_lock(${ARTICLE_LOCK_NAMESPACE}, ${articleId})`, req)
    const result = await write(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
