import { sql } from '@payloadcms/db-postgres'
import { Pool } from 'pg'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pgPool, pgPoolIfAny, sqlExecutor } from '@/lib/db/adapter'
import { runSql } from '@/lib/db/executor'
import { watchPoolErrors } from '@/lib/db/poolErrors'

import { testPayload } from './helpers/payload'

/**
 * What src/lib/db/adapter.ts takes from Payload's PostgreSQL adapter past its typed API (the
 * `pg` pool, drizzle, the open transactions): a Payload upgrade that moves or renames one
 * fails here.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Glossary terms named `term`, counted through `executor`. */
async function termsNamed(executor: Awaited<ReturnType<typeof sqlExecutor>>, term: string) {
  const { rows } = await executor.execute(
    sql`select count(*)::int as n from glossary_terms where term = ${term}`,
  )
  return Number(rows[0]!.n)
}

describe('the database adapter internals', () => {
  it('hands out a pg Pool that answers SELECT 1, the same one with or without the check', async () => {
    const pool = pgPool(payload)
    expect(pool).toBeInstanceOf(Pool)
    expect(pgPoolIfAny(payload)).toBe(pool)
    const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one')
    expect(rows).toEqual([{ one: 1 }])
  })

  it('refuses an adapter without a pool or drizzle with a message saying so', async () => {
    const bare = { db: {} } as unknown as Payload
    expect(pgPoolIfAny(bare)).toBeUndefined()
    expect(() => pgPool(bare)).toThrow(/payload\.db\.pool/)
    await expect(sqlExecutor(bare)).rejects.toThrow(/payload\.db\.drizzle/)
  })

  it('listens for the pool’s errors once', () => {
    const pool = pgPool(payload)
    const before = pool.listenerCount('error')
    watchPoolErrors(payload, () => {})
    watchPoolErrors(payload, () => {})
    expect(pool.listenerCount('error')).toBeLessThanOrEqual(before + 1)
    expect(pool.listenerCount('error')).toBeGreaterThan(0)
  })

  it('runs raw SQL through drizzle outside a transaction', async () => {
    const { rows } = await runSql(payload, sql`select 2 + 2 as four`)
    expect(rows).toEqual([{ four: 4 }])
  })

  it('joins an open Payload transaction: its uncommitted writes are seen inside only', async () => {
    const req = await createLocalReq({}, payload)
    expect(await initTransaction(req)).toBe(true)
    const term = `adapter-probe-${Date.now()}`
    try {
      await payload.create({
        collection: 'glossary-terms',
        locale: 'de',
        data: { term },
        overrideAccess: true,
        req,
      })
      const inside = await sqlExecutor(payload, req)
      const outside = await sqlExecutor(payload)
      expect(inside).not.toBe(outside)
      expect(await termsNamed(inside, term)).toBe(1)
      expect(await termsNamed(outside, term)).toBe(0)
    } finally {
      await killTransaction(req)
    }
    expect(await termsNamed(await sqlExecutor(payload), term)).toBe(0)
  })
})
