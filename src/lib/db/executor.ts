import type { Payload, PayloadRequest } from 'payload'
import type { sql } from '@payloadcms/db-postgres'

/** Runs raw SQL (drizzle's `execute`) and returns the rows. */
export type SqlExecutor = {
  execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The drizzle handle for raw SQL: `req`'s open transaction when there is one (so a hook
 * inside a Payload operation neither waits for a second pool connection nor misses the
 * operation's own writes), else the pool.
 */
export async function sqlExecutor(
  payload: Payload,
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<SqlExecutor> {
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const sessions = (
    payload.db as unknown as { sessions: Record<string | number, { db: SqlExecutor }> }
  ).sessions
  return (
    (transactionID !== undefined && sessions[transactionID]?.db) ||
    (payload.db.drizzle as unknown as SqlExecutor)
  )
}

/** Runs one raw SQL statement (in `req`'s transaction when given) and returns its rows. */
export async function runSql(
  payload: Payload,
  query: ReturnType<typeof sql>,
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<{ rows: Record<string, unknown>[] }> {
  return (await sqlExecutor(payload, req)).execute(query)
}
