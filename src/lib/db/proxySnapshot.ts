import { Pool } from 'pg'

let pool: Pool | undefined
let poolUrl: string | undefined

/**
 * One small connection pool for `src/proxy.ts`, which runs before Payload is loaded and so
 * reads DATABASE_URL directly. One connection is plenty: each list is read at most every
 * few seconds.
 */
function proxyPool(connectionString: string): Pool {
  if (!pool || poolUrl !== connectionString) {
    void pool?.end().catch(() => {})
    pool = new Pool({ connectionString, max: 1, idleTimeoutMillis: 10_000 })
    poolUrl = connectionString
    // A broken idle connection is dropped by the pool; without a listener Node would turn
    // the event into an uncaught exception.
    pool.on('error', (error) => console.warn(`[proxy] idle connection lost: ${error.message}`))
  }
  return pool
}

/** Options of `proxySnapshot`. */
export type ProxySnapshotOptions<T> = {
  /** The query; its rows are handed to `build`. */
  sql: string
  /** Turns the rows into the value the proxy looks things up in. */
  build: (rows: Record<string, unknown>[]) => T
  /** Milliseconds a read value is trusted. */
  ttlMs: number
}

/** A table snapshot: `get(now)` reads it (or reuses a fresh copy), `refresh(now)` reads anew. */
export type ProxySnapshot<T> = {
  /** The value, read again when older than `ttlMs`; null when it cannot be read. */
  get(now?: number): Promise<T | null>
  /** Reads anew unless the copy is younger than `minAgeMs`; null when it cannot be read. */
  refresh(minAgeMs: number, now?: number): Promise<T | null>
}

/**
 * A list the proxy decides on (category slugs, published article ids), read from the
 * database of DATABASE_URL and kept in memory; one read at a time. Null when it cannot be
 * read (no DATABASE_URL, database unreachable): the caller must then not decide on it.
 */
export function proxySnapshot<T>({ sql, build, ttlMs }: ProxySnapshotOptions<T>): ProxySnapshot<T> {
  let kept: { at: number; value: T } | undefined
  let pending: Promise<T> | undefined

  async function read(now: number): Promise<T | null> {
    const connectionString = process.env.DATABASE_URL
    if (!connectionString) return null
    pending ??= proxyPool(connectionString)
      .query(sql)
      .then(({ rows }) => build(rows))
      .finally(() => {
        pending = undefined
      })
    try {
      const value = await pending
      kept = { at: now, value }
      return value
    } catch {
      return null
    }
  }

  return {
    get: (now = Date.now()) =>
      kept && now - kept.at < ttlMs ? Promise.resolve(kept.value) : read(now),
    refresh: (minAgeMs, now = Date.now()) =>
      kept && now - kept.at < minAgeMs ? Promise.resolve(kept.value) : read(now),
  }
}
