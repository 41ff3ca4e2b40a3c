import type { sql } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import type { Payload, PayloadRequest } from 'payload'

/**
 * What our code uses of Payload's PostgreSQL adapter (@payloadcms/db-postgres) past
 * Payload's typed API, all in this module: the `pg` pool (job claims, the rate limiter,
 * the health probe, its error listener, closing it), drizzle for raw SQL, and the adapter's
 * open transactions (`sessions`), whose drizzle handle lets raw SQL join a Payload
 * operation. None of these is promised by Payload, so tests/int/dbAdapter.int.test.ts
 * checks each of them: a Payload upgrade that moves one fails there, not in production.
 */
type AdapterInternals = {
  pool?: Pool
  drizzle?: SqlExecutor
  sessions?: Record<string | number, { db?: SqlExecutor } | undefined>
}

const internals = (payload: Pick<Payload, 'db'>) => payload.db as unknown as AdapterInternals

/** Runs raw SQL (drizzle's `execute`) and returns the rows. */
export type SqlExecutor = {
  execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * Payload's `pg` pool, the connections the app uses, for statements Payload's API cannot
 * make (job claims with `FOR UPDATE SKIP LOCKED`, the rate limiter's table, `SELECT 1`).
 * Throws for a database adapter without one.
 */
export function pgPool(payload: Pick<Payload, 'db'>): Pool {
  const pool = internals(payload).pool
  if (!pool) throw new Error("this needs Payload's PostgreSQL adapter (payload.db.pool)")
  return pool
}

/** Payload's `pg` pool, or undefined for an adapter without one (nothing to watch or close). */
export function pgPoolIfAny(payload: Pick<Payload, 'db'>): Pool | undefined {
  return internals(payload).pool
}

/**
 * The drizzle handle for raw SQL: `req`'s open transaction when there is one (so a hook
 * inside a Payload operation neither waits for a second pool connection nor misses the
 * operation's own writes), else the pool.
 */
export async function sqlExecutor(
  payload: Pick<Payload, 'db'>,
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<SqlExecutor> {
  const { drizzle, sessions } = internals(payload)
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const inTransaction = transactionID !== undefined ? sessions?.[transactionID]?.db : undefined
  if (inTransaction) return inTransaction
  if (!drizzle) throw new Error("raw SQL needs Payload's PostgreSQL adapter (payload.db.drizzle)")
  return drizzle
}
